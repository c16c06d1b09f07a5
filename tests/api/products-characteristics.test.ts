import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ProductImportPreviewSchema,
  ProductImportResultSchema,
} from '#domain/product-import.schema.ts';
import { ProductRevisionListSchema } from '#domain/revisions.ts';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import type { ContentChange } from '#server/events/content-changes.ts';
import { call, expectBody, expectError, listOf, Product, unique } from './client.ts';
import { createCategory, createProduct, form } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { csvApiPerFile } from './products-csv-fixtures.ts';

/** Issue 37 §2: a product's characteristics through the API, the CSV and its revisions. */
let api: TestApi;
let token: string;
let editorToken: string;
let shelf: { id: number; slug: string };
const seen: ContentChange[] = [];
csvApiPerFile(
  { editorEmail: 'editeur@carac.tn', shelfName: 'Rayon caractéristiques' },
  seen,
  (s) => {
    ({ api, token, editorToken, shelf } = s);
  },
);
afterEach(() => {
  seen.length = 0;
});

const pairs = (...list: [string, string][]) =>
  list.map(([libelle, valeur]) => ({ libelle, valeur }));

const read = async (id: number, as?: string) =>
  expectBody(await call(api, 'GET', `/crud/products/${id}`, { token: as }), 200, Product);

const create = (titre: string, caracteristiques: unknown, categorie = shelf.id) =>
  createProduct(api, token, {
    titre,
    categorie_id: String(categorie),
    caracteristiques: JSON.stringify(caracteristiques),
  });

const patch = (id: number, json: object, as = token) =>
  call(api, 'PATCH', `/crud/products/${id}`, { token: as, json });

describe('a product’s characteristics in its create, edit and read answers', () => {
  it('are kept in order, normalised, and answered to staff and visitors alike', async () => {
    const product = await create(
      `Fauteuil ${unique()}`,
      pairs(['  Charge   maximale ', ' 135 kg'], ["Largeur d'assise", '46 cm']),
    );
    const expected = pairs(['Charge maximale', '135 kg'], ["Largeur d'assise", '46 cm']);
    expect(product.caracteristiques).toEqual(expected);
    expect((await read(product.id)).caracteristiques).toEqual(expected);
    expect((await read(product.id, token)).caracteristiques).toEqual(expected);
    const list = expectBody(
      await call(api, 'GET', `/crud/products?search=${encodeURIComponent(product.titre)}`),
      200,
      listOf(Product),
    );
    expect(list.rows.find((row) => row.id === product.id)?.caracteristiques).toEqual(expected);
  });

  it('are replaced whole by the multipart edit and by PATCH, left as they are when absent', async () => {
    const product = await create(`Lit ${unique()}`, pairs(['Poids', '80 kg']));
    const edit = form({
      _method: 'PATCH',
      caracteristiques: JSON.stringify(pairs(['Garantie', '2 ans'], ['Poids', '78 kg'])),
    });
    const edited = expectBody(
      await call(api, 'POST', `/crud/products/${product.id}`, { token: editorToken, form: edit }),
      200,
      Product,
    );
    expect(edited.caracteristiques).toEqual(pairs(['Garantie', '2 ans'], ['Poids', '78 kg']));
    const renamed = expectBody(
      await patch(product.id, { titre: `${product.titre} bis` }),
      200,
      Product,
    );
    expect(renamed.caracteristiques).toEqual(edited.caracteristiques);
    const emptied = expectBody(await patch(product.id, { caracteristiques: [] }), 200, Product);
    expect(emptied.caracteristiques).toEqual([]);
  });

  it('refuses a bad list with a French message naming the row, and changes nothing', async () => {
    const product = await create(`Déambulateur ${unique()}`, pairs(['Hauteur', '80 cm']));
    const tooMany = Array.from({ length: 41 }, (_, index) => ({
      libelle: `Libellé ${index}`,
      valeur: 'x',
    }));
    const cases: [unknown, string][] = [
      [
        pairs(['Poids', '5 kg'], ['POIDS', '6 kg']),
        'Caractéristique n° 2 : Le libellé « POIDS » est déjà utilisé.',
      ],
      [
        pairs(['Poids', '5 kg'], ['Pôids', '6 kg']),
        'Caractéristique n° 2 : Le libellé « Pôids » est déjà utilisé.',
      ],
      [pairs(['', '5 kg']), 'Caractéristique n° 1 : Indiquez le libellé.'],
      [pairs(['Poids', '   ']), 'Caractéristique n° 1 : Indiquez la valeur.'],
      [
        pairs(['x'.repeat(81), '1']),
        'Caractéristique n° 1 : Le libellé fait 80 caractères au maximum.',
      ],
      [
        pairs(['Note', 'y'.repeat(201)]),
        'Caractéristique n° 1 : La valeur fait 200 caractères au maximum.',
      ],
      [tooMany, '40 caractéristiques au maximum.'],
      [[{ libelle: 'Poids', valeur: 5 }], 'la valeur doit être du texte'],
      ['Poids: 5 kg', 'doit être une liste de caractéristiques { libelle, valeur }'],
    ];
    for (const [caracteristiques, message] of cases) {
      const error = expectError(
        await patch(product.id, { caracteristiques }),
        422,
        'validation_failed',
      );
      expect(error.message, JSON.stringify(caracteristiques).slice(0, 60)).toContain(message);
    }
    const multipart = await call(api, 'POST', '/crud/products/upload', {
      token,
      form: form({ titre: 'Sans', categorie_id: String(shelf.id), caracteristiques: '[{' }),
    });
    expect(expectError(multipart, 422, 'validation_failed').message).toMatch(/caractéristiques/);
    const unknownKey = await patch(product.id, {
      caracteristiques: [{ libelle: 'Poids', valeur: '5 kg', unite: 'kg' }],
    });
    expect(expectError(unknownKey, 400, 'unknown_field').message).toMatch(/unite/);
    expect((await read(product.id, token)).caracteristiques).toEqual(pairs(['Hauteur', '80 cm']));
  });
});

describe('GET /crud/products/characteristic-labels', () => {
  const labels = async (categoryId: number | string, as: string | null = editorToken) =>
    call(api, 'GET', `/crud/products/characteristic-labels?categorie_id=${categoryId}`, {
      token: as ?? undefined,
    });

  it('answers the labels used in the category, most used first, one spelling per label', async () => {
    const beds = await createCategory(api, token, { nom: `Lits ${unique()}` });
    const chairs = await createCategory(api, token, { nom: `Fauteuils ${unique()}` });
    await create('Lit A', pairs(['Charge maximale', '170 kg'], ['Matériau', 'Acier']), beds.id);
    await create('Lit B', pairs(['charge  MAXIMALE', '200 kg'], ['Garantie', '2 ans']), beds.id);
    await create('Lit C', pairs(['Charge maximale', '150 kg'], ['Materiau', 'Bois']), beds.id);
    await create('Lit D', pairs(['Matériau', 'Alu']), beds.id);
    await create('Fauteuil', pairs(['Largeur d’assise', '46 cm']), chairs.id);
    const Rows = v.object({ rows: v.array(v.string()) });
    expect(expectBody(await labels(beds.id), 200, Rows).rows).toEqual([
      'Charge maximale',
      'Matériau',
      'Garantie',
    ]);
    expect(expectBody(await labels(chairs.id), 200, Rows).rows).toEqual(['Largeur d’assise']);
    expect(expectBody(await labels(999_999), 200, Rows).rows).toEqual([]);
  });

  it('is for staff, and refuses a missing or malformed category with 400', async () => {
    expectError(await labels(shelf.id, null), 401, 'unauthorized');
    expect(expectError(await labels('abc'), 400, 'invalid_query').message).toMatch(/categorie_id/);
    const missing = await call(api, 'GET', '/crud/products/characteristic-labels', { token });
    expectError(missing, 400, 'invalid_query');
  });
});

function upload(text: string, mode: 'preview' | 'apply') {
  const data = new FormData();
  data.append('fichier', new Blob([new TextEncoder().encode(text)], { type: 'text/csv' }), 'p.csv');
  return call(api, 'POST', `/crud/products/import?mode=${mode}`, { token, form: data });
}

async function exportText(search: string) {
  const response = await fetch(`${api.url}/crud/products/export.csv?search=${search}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('the products CSV carries the characteristics (one column)', () => {
  it('exports them in the documented format and imports them back exactly', async () => {
    const tag = unique();
    const awkward = pairs(
      ['Charge maximale', '135 kg'],
      ['Ratio | pente', '1:12'],
      ['Chemin', 'C:\\notice\\'],
      ['Dimensions', '« 120 × 60 » ; pliable'],
    );
    const product = await create(`Rampe ${tag}`, awkward);
    const exported = await exportText(tag);
    expect(exported).toContain(
      'Charge maximale: 135 kg | Ratio \\| pente: 1\\:12 | Chemin: C\\:\\\\notice\\\\ | Dimensions: « 120 × 60 » ; pliable',
    );
    const same = expectBody(await upload(exported, 'preview'), 200, ProductImportPreviewSchema);
    expect(same).toMatchObject({ create: 0, update: 0, unchanged: 1, refused: [] });

    const edited = exported.replace('Charge maximale: 135 kg', 'Charge maximale: 150 kg');
    const preview = expectBody(await upload(edited, 'preview'), 200, ProductImportPreviewSchema);
    expect(preview.sample[0]?.changes).toEqual([
      {
        label: 'Caractéristiques',
        before: expect.stringMatching(/^Charge maximale : 135 kg ; Ratio \| pente : 1:12/),
        after: expect.stringMatching(/^Charge maximale : 150 kg ; Ratio \| pente : 1:12/),
      },
    ]);
    const applied = expectBody(await upload(edited, 'apply'), 200, ProductImportResultSchema);
    expect(applied).toMatchObject({ created: 0, updated: 1 });
    expect((await read(product.id)).caracteristiques).toEqual([
      { libelle: 'Charge maximale', valeur: '150 kg' },
      ...awkward.slice(1),
    ]);
    // The undo puts the list back as it was.
    const undone = await call(api, 'POST', `/crud/products/import/${applied.undo?.id}/undo`, {
      token,
    });
    expect(undone.status, undone.text).toBe(200);
    expect((await read(product.id)).caracteristiques).toEqual(awkward);
  });

  it('refuses a malformed cell with its line and reason, and keeps a file without the column', async () => {
    const tag = unique();
    const product = await create(`Canne ${tag}`, pairs(['Hauteur', '90 cm']));
    const bad = `reference;titre;caracteristiques\r\n${product.reference};Canne ${tag};Hauteur 95 cm\r\n`;
    const refused = expectBody(await upload(bad, 'preview'), 200, ProductImportPreviewSchema);
    expect(refused.refused).toEqual([
      {
        line: 2,
        reason:
          'caracteristiques : caractéristique n° 1 : « libellé: valeur » attendu (« : » manquant).',
      },
    ]);
    const without = `reference;titre\r\n${product.reference};Canne renommée ${tag}\r\n`;
    expectBody(await upload(without, 'apply'), 200, ProductImportResultSchema);
    expect((await read(product.id)).caracteristiques).toEqual(pairs(['Hauteur', '90 cm']));
  });
});

describe('revisions and the journal', () => {
  it('a restore brings the characteristics back; the journal names the field in French', async () => {
    const product = await create(`Lit ${unique()}`, pairs(['Charge maximale', '120 kg']));
    const changed = expectBody(
      await patch(product.id, { caracteristiques: pairs(['Charge maximale', '135 kg']) }),
      200,
      Product,
    );
    const revisions = expectBody(
      await call(api, 'GET', `/crud/products/${product.id}/revisions`, { token }),
      200,
      ProductRevisionListSchema,
    ).rows;
    expect(revisions.map((row) => row.fields.caracteristiques)).toEqual([
      pairs(['Charge maximale', '135 kg']),
      pairs(['Charge maximale', '120 kg']),
    ]);
    const restored = expectBody(
      await call(
        api,
        'POST',
        `/crud/products/${product.id}/revisions/${revisions[1]?.id}/restore`,
        {
          token,
          json: { modifie_le: changed.modifie_le },
        },
      ),
      200,
      Product,
    );
    expect(restored.caracteristiques).toEqual(pairs(['Charge maximale', '120 kg']));
    const journal = expectBody(
      await call(api, 'GET', '/journal?entite=produit&limit=100', { token }),
      200,
      JournalPageSchema,
    );
    const modification = journal.rows.find(
      (line) => line.entity_id === String(product.id) && line.action === 'modification',
    );
    expect(modification?.changes.map((change) => change.field)).toEqual(['caracteristiques']);
    const csv = await fetch(`${api.url}/journal/export.csv?entite=produit`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await csv.text()).toContain(
      'Caractéristiques : Charge maximale : 120 kg → Charge maximale : 135 kg',
    );
  });

  it('a product deleted and restored from the Corbeille keeps its characteristics', async () => {
    const list = pairs(['Largeur d’assise', '46 cm'], ['Poids', '13,5 kg']);
    const product = await create(`Corbeille ${unique()}`, list);
    expect((await call(api, 'DELETE', `/crud/products/${product.id}`, { token })).status).toBe(204);
    const back = await call(api, 'POST', `/trash/products/${product.id}/restore`, { token });
    expect(back.status, back.text).toBe(200);
    expect((await read(product.id, token)).caracteristiques).toEqual(list);
  });
});
