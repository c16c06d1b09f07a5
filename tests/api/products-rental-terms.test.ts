import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ProductImportPreviewSchema,
  ProductImportResultSchema,
} from '#domain/product-import.schema.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';
import { ProductRevisionListSchema } from '#domain/revisions.ts';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import type { ContentChange } from '#server/events/content-changes.ts';
import { bedTerms as bed } from '#tests/shared/rental-terms.ts';
import { call, expectBody, expectError, Product, unique } from './client.ts';
import { createProduct, form } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { csvApiPerFile } from './products-csv-fixtures.ts';

/** Issue 39: a product's rental terms through the API, the CSV, its revisions and the journal. */
let api: TestApi;
let token: string;
let editorToken: string;
let shelf: { id: number; slug: string };
const seen: ContentChange[] = [];
csvApiPerFile({ editorEmail: 'editeur@location.tn', shelfName: 'Rayon location' }, seen, (s) => {
  ({ api, token, editorToken, shelf } = s);
});
afterEach(() => {
  seen.length = 0;
});

const Inserted = v.object({ rows: v.array(v.object({ id: v.number() })) });

const read = async (id: number, as?: string) =>
  expectBody(await call(api, 'GET', `/crud/products/${id}`, { token: as }), 200, Product);

const create = (titre: string, location?: RentalTerms) =>
  createProduct(api, token, {
    titre,
    categorie_id: String(shelf.id),
    ...(location ? { location: JSON.stringify(location) } : {}),
  });

const patch = (id: number, json: object, as = token) =>
  call(api, 'PATCH', `/crud/products/${id}`, { token: as, json });

describe('a product’s rental terms (products.location)', () => {
  it('are set by the create, answered to visitors and staff, null when not rented', async () => {
    const rented = await create(`Lit ${unique()}`, bed);
    expect(rented.location).toEqual(bed);
    expect((await read(rented.id)).location).toEqual(bed);
    expect((await read(rented.id, token)).location).toEqual(bed);
    const sold = await create(`Canne ${unique()}`);
    expect(sold.location).toBeNull();
  });

  it('are replaced by PATCH and the multipart edit, kept when absent, cleared by null', async () => {
    const product = await create(`Fauteuil ${unique()}`);
    const weekly = { ...bed, prix_semaine: null, prix_mois: null, frais_livraison: null };
    const set = expectBody(
      await patch(product.id, { location: weekly }, editorToken),
      200,
      Product,
    );
    expect(set.location).toEqual(weekly);
    const renamed = expectBody(
      await patch(product.id, { titre: `${product.titre} bis` }),
      200,
      Product,
    );
    expect(renamed.location).toEqual(weekly);
    const edit = form({ _method: 'PATCH', location: JSON.stringify({ ...bed, prix_jour: 12.5 }) });
    const edited = expectBody(
      await call(api, 'POST', `/crud/products/${product.id}`, { token, form: edit }),
      200,
      Product,
    );
    expect(edited.location).toEqual({ ...bed, prix_jour: 12.5 });
    const blank = form({ _method: 'PATCH', titre: product.titre });
    expect(
      expectBody(
        await call(api, 'POST', `/crud/products/${product.id}`, { token, form: blank }),
        200,
        Product,
      ).location,
    ).toEqual({ ...bed, prix_jour: 12.5 });
    const cleared = expectBody(await patch(product.id, { location: null }), 200, Product);
    expect(cleared.location).toBeNull();
    const clearedByForm = await call(api, 'POST', `/crud/products/${product.id}`, {
      token,
      form: form({ _method: 'PATCH', location: JSON.stringify(bed) }),
    });
    expect(expectBody(clearedByForm, 200, Product).location).toEqual(bed);
    const emptied = await call(api, 'POST', `/crud/products/${product.id}`, {
      token,
      form: form({ _method: 'PATCH', location: '' }),
    });
    expect(expectBody(emptied, 200, Product).location).toBeNull();
  });

  it('refuses bad values with 422 and the field’s French message, and changes nothing', async () => {
    const product = await create(`Déambulateur ${unique()}`, bed);
    const cases: [object, string, string][] = [
      [{ ...bed, unites: 0 }, 'location.unites', 'au moins 1 unité'],
      [{ ...bed, unites: 2.5 }, 'location.unites', 'doit être un entier'],
      [{ ...bed, prix_jour: 0 }, 'location.prix_jour', 'doit être positif'],
      [{ ...bed, prix_jour: 1.0005 }, 'location.prix_jour', 'au plus 3 décimales'],
      [{ ...bed, caution: -1 }, 'location.caution', 'ne peut pas être négative'],
      [{ ...bed, jours_tampon: 31 }, 'location.jours_tampon', 'au plus 30 jours'],
      [{ ...bed, boutiques: [] }, 'location.boutiques', 'au moins un magasin'],
      [{ ...bed, boutiques: ['sousse'] }, 'location.boutiques.0', 'magasin inconnu'],
      [{ ...bed, frais_livraison: -5 }, 'location.frais_livraison', 'ne peuvent pas être négatifs'],
      [{ ...bed, prix_mois: '450' }, 'location.prix_mois', 'doit être un nombre'],
    ];
    for (const [location, field, message] of cases) {
      const error = expectError(await patch(product.id, { location }), 422, 'validation_failed');
      expect(error.fields?.[field], field).toBe(message);
      expect(error.message).toContain(message);
    }
    const unknownKey = await patch(product.id, { location: { ...bed, remise: 10 } });
    expect(expectError(unknownKey, 400, 'unknown_field').message).toMatch(/remise/);
    const badJson = await call(api, 'POST', '/crud/products/upload', {
      token,
      form: form({ titre: 'Sans', categorie_id: String(shelf.id), location: '{' }),
    });
    expect(expectError(badJson, 422, 'validation_failed').fields?.location).toMatch(/JSON/);
    expect((await read(product.id, token)).location).toEqual(bed);
  });

  it('answers 409 in French when reserved units would be lost, and allows what keeps them', async () => {
    const product = await create(`Lit réservé ${unique()}`, bed);
    const db = api.runtime.database.db;
    // A confirmed reservation of unit 3 from tomorrow for a week (buffer included).
    const inserted = await db.execute(sql`insert into rentals (reference, product_id,
        produit_titre, debut, fin, jours_tampon, statut, source, nom, telephone, retrait, boutique,
        prix_location, detail_prix, caution, total)
      values (${`LOC-TEST-${unique()}`}, ${product.id}, ${product.titre},
        (now() at time zone 'Africa/Tunis')::date + 1, (now() at time zone 'Africa/Tunis')::date + 7,
        1, 'confirmee', 'bureau', 'Client test', '+21698750750', 'boutique', 'lafayette',
        140, '{"mois":0,"semaines":1,"jours":0}', 500, 140)
      returning id`);
    const rentalId = v.parse(Inserted, inserted).rows[0]?.id;
    await db.execute(sql`insert into rental_units (rental_id, product_id, unite, jours)
      values (${rentalId}, ${product.id}, 3,
        daterange((now() at time zone 'Africa/Tunis')::date + 1, (now() at time zone 'Africa/Tunis')::date + 9))`);
    const message =
      'Des unités sont réservées à partir d’aujourd’hui : impossible de descendre sous ce nombre d’unités ou d’arrêter la location.';
    const fewer = expectError(
      await patch(product.id, { location: { ...bed, unites: 2 } }),
      409,
      'conflict',
    );
    expect(fewer.message).toBe(message);
    const stopped = expectError(await patch(product.id, { location: null }), 409, 'conflict');
    expect(stopped.message).toBe(message);
    const byForm = await call(api, 'POST', `/crud/products/${product.id}`, {
      token,
      form: form({ _method: 'PATCH', location: '' }),
    });
    expect(expectError(byForm, 409, 'conflict').message).toBe(message);
    expect((await read(product.id, token)).location).toEqual(bed);
    // Down to the highest unit held, or a price change, is fine.
    const three = expectBody(
      await patch(product.id, { location: { ...bed, unites: 3, prix_jour: 30 } }),
      200,
      Product,
    );
    expect(three.location).toMatchObject({ unites: 3, prix_jour: 30 });
    // Nor can it be deleted while units are reserved, by the form's delete or a bulk action.
    const gone =
      'Ce produit a des locations en cours ou à venir : annulez-les ou attendez leur retour avant de le supprimer.';
    const removed = await call(api, 'DELETE', `/crud/products/${product.id}`, { token });
    expect(expectError(removed, 409, 'conflict').message).toBe(gone);
    const bulk = await call(api, 'POST', '/crud/products/bulk', {
      token,
      json: { action: 'supprimer', ids: [product.id] },
    });
    expect(expectError(bulk, 409, 'conflict').message).toBe(gone);
    expect((await read(product.id, token)).location).toMatchObject({ unites: 3 });
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

describe('the products CSV carries the rental terms (location_* columns)', () => {
  it('exports them French-style, imports an edit with its preview, and the undo restores them', async () => {
    const tag = unique();
    const product = await create(`Lit ${tag}`, { ...bed, prix_jour: 1234.5 });
    const sold = await create(`Canne ${tag}`);
    const exported = await exportText(tag);
    const line = (reference: string) =>
      exported.split('\r\n').find((row) => row.startsWith(reference)) ?? '';
    expect(line(product.reference)).toMatch(
      /;4;1234,500;140;450;500;7;1;centre-urbain-nord\|lafayette;30$/,
    );
    expect(line(sold.reference)).toMatch(/;;;;;;;;;$/);
    const same = expectBody(await upload(exported, 'preview'), 200, ProductImportPreviewSchema);
    expect(same).toMatchObject({ create: 0, update: 0, unchanged: 2, refused: [] });

    const edited = exported
      .replace(
        line(product.reference),
        line(product.reference).replace(';4;1234,500;', ';5;1 234,5;'),
      )
      .replace(
        line(sold.reference),
        `${line(sold.reference).slice(0, -9)};2;12,5;;;0;1;0;lafayette;`,
      );
    const preview = expectBody(await upload(edited, 'preview'), 200, ProductImportPreviewSchema);
    const changes = preview.sample.map((row) => row.changes);
    // Intl writes French thousands with a narrow no-break space.
    const rest =
      '140 DT / semaine · 450 DT / mois · caution 500 DT · 7 jours minimum · 1 jour entre deux locations · Magasin Centre Urbain Nord, Magasin Lafayette · livraison 30 DT';
    expect(changes).toContainEqual([
      {
        label: 'Location',
        before: `4 unités · 1\u202f234,500 DT / jour · ${rest}`,
        after: `5 unités · 1\u202f234,500 DT / jour · ${rest}`,
      },
    ]);
    expect(changes).toContainEqual([
      {
        label: 'Location',
        before: 'Non proposé à la location',
        after:
          '2 unités · 12,500 DT / jour · caution 0 DT · 1 jour minimum · aucun jour entre deux locations · Magasin Lafayette · pas de livraison',
      },
    ]);
    const applied = expectBody(await upload(edited, 'apply'), 200, ProductImportResultSchema);
    expect(applied).toMatchObject({ created: 0, updated: 2 });
    expect((await read(product.id)).location).toEqual({ ...bed, unites: 5, prix_jour: 1234.5 });
    expect((await read(sold.id)).location).toEqual({
      unites: 2,
      prix_jour: 12.5,
      prix_semaine: null,
      prix_mois: null,
      caution: 0,
      duree_min_jours: 1,
      jours_tampon: 0,
      boutiques: ['lafayette'],
      frais_livraison: null,
    });
    const undone = await call(api, 'POST', `/crud/products/import/${applied.undo?.id}/undo`, {
      token,
    });
    expect(undone.status, undone.text).toBe(200);
    expect((await read(product.id)).location).toEqual({ ...bed, prix_jour: 1234.5 });
    expect((await read(sold.id)).location).toBeNull();
  });

  it('refuses a bad cell with its line and a French reason, and a file with only some columns', async () => {
    const tag = unique();
    const product = await create(`Béquille ${tag}`, bed);
    const columns =
      'reference;titre;location_unites;location_prix_jour;location_prix_semaine;location_prix_mois;location_caution;location_duree_min;location_jours_tampon;location_boutiques;location_frais_livraison';
    const row = (cells: string) =>
      `${columns}\r\n${product.reference};Béquille ${tag};${cells}\r\n`;
    const cases: [string, string][] = [
      [
        '4;vingt;;;0;1;0;lafayette;',
        'location_prix_jour : montant invalide : un nombre avec 3 décimales au plus, par exemple 1 234,500.',
      ],
      [';25;;;0;1;0;lafayette;', 'location_unites : ce champ est obligatoire.'],
      [
        '4;25;;;0;1;0;sousse;',
        'location_boutiques : magasin inconnu « sousse » (magasins : centre-urbain-nord, lafayette).',
      ],
      ['4;25;;;0;1;0;;', 'location_boutiques : choisissez au moins un magasin.'],
      ['0;25;;;0;1;0;lafayette;', 'location_unites : au moins 1 unité.'],
      ['4;25;;;0;1,5;0;lafayette;', 'location_duree_min : nombre entier attendu, par exemple 7.'],
    ];
    for (const [cells, reason] of cases) {
      const refused = expectBody(
        await upload(row(cells), 'preview'),
        200,
        ProductImportPreviewSchema,
      );
      expect(refused.refused, cells).toEqual([{ line: 2, reason }]);
    }
    const partial = `reference;titre;location_unites\r\n${product.reference};Béquille ${tag};3\r\n`;
    const error = expectError(await upload(partial, 'preview'), 422, 'invalid_csv');
    expect(error.message).toMatch(/^Colonnes de location incomplètes : ajoutez location_prix_jour/);
    const without = `reference;titre\r\n${product.reference};Béquille renommée ${tag}\r\n`;
    expectBody(await upload(without, 'apply'), 200, ProductImportResultSchema);
    expect((await read(product.id)).location).toEqual(bed);
  });
});

describe('revisions and the journal', () => {
  it('a restore brings the terms back; the journal and its CSV say them in French', async () => {
    const product = await create(`Concentrateur ${unique()}`);
    const rented = expectBody(await patch(product.id, { location: bed }), 200, Product);
    const revisions = expectBody(
      await call(api, 'GET', `/crud/products/${product.id}/revisions`, { token }),
      200,
      ProductRevisionListSchema,
    ).rows;
    expect(revisions.map((row) => row.fields.location)).toEqual([bed, null]);
    const restored = expectBody(
      await call(
        api,
        'POST',
        `/crud/products/${product.id}/revisions/${revisions[1]?.id}/restore`,
        {
          token,
          json: { modifie_le: rented.modifie_le },
        },
      ),
      200,
      Product,
    );
    expect(restored.location).toBeNull();
    const journal = expectBody(
      await call(api, 'GET', '/journal?entite=produit&limit=100', { token }),
      200,
      JournalPageSchema,
    );
    const modification = journal.rows.find(
      (line) => line.entity_id === String(product.id) && line.action === 'modification',
    );
    expect(modification?.changes.map((change) => change.field)).toEqual(['location']);
    const csv = await fetch(`${api.url}/journal/export.csv?entite=produit`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await csv.text()).toContain(
      'Location : Non proposé à la location → 4 unités · 25 DT / jour · 140 DT / semaine · 450 DT / mois · caution 500 DT · 7 jours minimum · 1 jour entre deux locations · Magasin Centre Urbain Nord, Magasin Lafayette · livraison 30 DT',
    );
  });
});
