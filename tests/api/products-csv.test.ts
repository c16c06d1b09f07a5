import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ProductImportPreviewSchema,
  ProductImportResultSchema,
} from '#domain/product-import.schema.ts';
import { ProductRevisionListSchema } from '#domain/revisions.ts';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import type { ContentChange } from '#server/events/content-changes.ts';
import { call, expectBody, expectError, Product, unique } from './client.ts';
import { createProduct } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { csvApiPerFile } from './products-csv-fixtures.ts';

/** Issue 24: the products CSV, exported with the list's filters and imported all or nothing. */
let api: TestApi;
let token: string;
let editorToken: string;
let shelf: { id: number; slug: string };
const seen: ContentChange[] = [];
csvApiPerFile({ editorEmail: 'editeur@csv.tn', shelfName: 'Rayon CSV' }, seen, (started) => {
  ({ api, token, editorToken, shelf } = started);
});
afterEach(() => {
  seen.length = 0;
});

const header =
  'reference;titre;slug;categorie;prix;devise;est_actif;description_courte;description_html;seo_description';
/** The export has every column: the characteristics (issue 37 §2), then the rental terms (issue 39). */
const rentalHeader =
  'location_unites;location_prix_jour;location_prix_semaine;location_prix_mois;location_caution;location_duree_min;location_jours_tampon;location_boutiques;location_frais_livraison';
const exportHeader = `${header};caracteristiques;${rentalHeader}`;
const bytes = (text: string) => new TextEncoder().encode(text);

function upload(
  content: Uint8Array<ArrayBuffer> | string,
  mode: string,
  as: string | null = token,
) {
  const data = new FormData();
  const raw = typeof content === 'string' ? bytes(content) : content;
  data.append('fichier', new Blob([raw], { type: 'text/csv' }), 'produits.csv');
  return call(api, 'POST', `/crud/products/import?mode=${mode}`, {
    token: as ?? undefined,
    form: data,
  });
}

/** The export as sent: status, headers and the text with its BOM kept. */
async function exportCsv(query = '', as: string | null = token) {
  const headers: Record<string, string> = as ? { authorization: `Bearer ${as}` } : {};
  const response = await fetch(`${api.url}/crud/products/export.csv${query}`, { headers });
  const raw = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(raw);
  const json = /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, text, body: json };
}

const product = async (id: number) =>
  expectBody(await call(api, 'GET', `/crud/products/${id}`, { token }), 200, Product);

async function revisionCount(id: number) {
  const response = await call(api, 'GET', `/crud/products/${id}/revisions`, { token });
  return expectBody(response, 200, ProductRevisionListSchema).rows.length;
}

describe('GET /crud/products/export.csv', () => {
  it('writes UTF-8 with a BOM, `;`, decimal commas and neutralised formulas, with the list filters', async () => {
    const tag = unique();
    const formula = await createProduct(api, token, {
      titre: `=HYPERLINK("x";"y") ${tag}`,
      categorie_id: String(shelf.id),
      prix: '1234.5',
      description_courte: 'Léger; pliable',
    });
    const inactive = await createProduct(api, token, {
      titre: `Inactif ${tag}`,
      categorie_id: String(shelf.id),
      est_actif: 'false',
    });
    const response = await exportCsv(`?search=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.text.startsWith(`\uFEFF${exportHeader}\r\n`)).toBe(true);
    const line = response.text.split('\r\n').find((row) => row.startsWith(formula.reference));
    expect(line).toBe(
      `${formula.reference};"'=HYPERLINK(""x"";""y"") ${tag}";${formula.slug};${shelf.slug};1234,50;EUR;oui;"Léger; pliable";;;;;;;;;;;;`,
    );
    const onlyInactive = await exportCsv(`?search=${tag}&est_actif=false`);
    expect(
      onlyInactive.text
        .split('\r\n')
        .filter(Boolean)
        .map((row) => row.split(';')[0]),
    ).toEqual([`\uFEFF${header.split(';')[0]}`, inactive.reference]);
  });

  it('is for administrators: an éditeur gets 403, anyone signed out 401', async () => {
    expectError(await exportCsv('', editorToken), 403, 'forbidden');
    expectError(await exportCsv('', null), 401, 'unauthorized');
  });
});

describe('POST /crud/products/import', () => {
  it('previews then applies the same counts, in one go, journaled and with revisions', async () => {
    const tag = unique();
    const kept = await createProduct(api, token, {
      titre: `Garde ${tag}`,
      categorie_id: String(shelf.id),
      prix: '10',
    });
    const exported = await exportCsv(`?search=${tag}`);
    // The export imported again as it is changes nothing.
    const same = expectBody(
      await upload(exported.text, 'preview'),
      200,
      ProductImportPreviewSchema,
    );
    expect(same).toMatchObject({ create: 0, update: 0, unchanged: 1, refused: [] });

    const edited = exported.text.replace(';10,00;', ';1 234,50;');
    const file = `${edited};Nouveau ${tag};;${shelf.slug};99,9;TND;non;;<p>Neuf</p>;;;;;;;;;;;\r\n`;
    const revisionsBefore = await revisionCount(kept.id);
    seen.length = 0;
    const preview = expectBody(await upload(file, 'preview'), 200, ProductImportPreviewSchema);
    expect(preview).toMatchObject({ create: 1, update: 1, unchanged: 0, refused: [] });
    expect(preview.sample.map((row) => [row.line, row.action, row.prix])).toEqual([
      [2, 'modification', 1234.5],
      [3, 'creation', 99.9],
    ]);
    expect(seen).toEqual([]);
    expect((await product(kept.id)).prix).toBe(10);

    const applied = expectBody(await upload(file, 'apply'), 200, ProductImportResultSchema);
    expect(applied).toMatchObject({
      created: preview.create,
      updated: preview.update,
      unchanged: 0,
    });
    expect((await product(kept.id)).prix).toBe(1234.5);
    expect(await revisionCount(kept.id)).toBe(revisionsBefore + 1);
    const list = await call(api, 'GET', `/crud/products?search=${tag}&limit=10`, { token });
    const created = v
      .parse(v.object({ rows: v.array(Product) }), list.body)
      .rows.find((row) => row.titre === `Nouveau ${tag}`);
    expect(created).toMatchObject({
      prix: 99.9,
      devise: 'TND',
      est_actif: false,
      description_html: '<p>Neuf</p>',
    });
    // The cache is dropped once for the whole import.
    expect(seen).toEqual([{ resource: 'products', origin: 'local' }]);
    const journal = await call(api, 'GET', '/journal?entite=produit&limit=100', { token });
    const labels = expectBody(journal, 200, JournalPageSchema).rows.map(
      (row) => `${row.action} ${row.entity_label}`,
    );
    expect(labels).toContain(`creation Nouveau ${tag}`);
    expect(labels).toContain(`modification Garde ${tag}`);
  });

  it('writes nothing when one row is refused, and says which line and why', async () => {
    const tag = unique();
    const kept = await createProduct(api, token, {
      titre: `Intact ${tag}`,
      categorie_id: String(shelf.id),
      prix: '5',
    });
    const file = [
      header,
      `${kept.reference};Intact ${tag};;${shelf.slug};6,00;EUR;oui;;;`,
      `;Autre ${tag};;${shelf.slug};12,345;EUR;oui;;;`,
      `;=1+1;;inconnue;1;EUR;peut-être;;;`,
    ].join('\r\n');
    seen.length = 0;
    const preview = expectBody(await upload(file, 'preview'), 200, ProductImportPreviewSchema);
    expect(preview.refused.map((row) => row.line)).toEqual([3, 4]);
    expect(preview.refused[0]?.reason).toMatch(/^prix : Prix ambigu/);
    expect(preview.refused[1]?.reason).toMatch(/^titre : .*formule/);
    const error = expectError(await upload(file, 'apply'), 422, 'rows_refused');
    // The lines themselves, as the preview said (the page shows this message after an apply).
    expect(error.message).toBe(
      `2 lignes refusées : rien n’a été importé. Ligne 3 : ${preview.refused[0]?.reason} Ligne 4 : ${preview.refused[1]?.reason}`,
    );
    expect((await product(kept.id)).prix).toBe(5);
    const search = await call(api, 'GET', `/crud/products?search=Autre ${tag}`, { token });
    expect(v.parse(v.object({ total: v.number() }), search.body).total).toBe(0);
    expect(seen).toEqual([]);
  });

  it('refuses a file it cannot read with a clear message (columns, encoding, size of rows)', async () => {
    const missing = expectError(
      await upload('reference;prix\r\nREF-1;1\r\n', 'preview'),
      422,
      'invalid_csv',
    );
    expect(missing.message).toBe('Colonne obligatoire absente : titre.');
    const latin1 = new Uint8Array([
      ...bytes(`${header}\r\n;Fauteuil `),
      0xe9,
      ...bytes(';;;;;;;;\r\n'),
    ]);
    const encoding = expectError(await upload(latin1, 'apply'), 422, 'invalid_csv');
    expect(encoding.message).toMatch(/^Le fichier n’est pas en UTF-8/);
    const quote = expectError(
      await upload(`${header}\r\n;"ouvert;;;;;;;;;\r\n`, 'preview'),
      422,
      'invalid_csv',
    );
    expect(quote.message).toMatch(/guillemet/);
    expectError(await upload(`${header}\r\n`, 'preview'), 422, 'invalid_csv');
    expectError(await upload(`${header}\r\n`, 'autre'), 400, 'invalid_query');
  });

  it('updates only the columns the file has; refuses a repeated reference and a slug taken', async () => {
    const tag = unique();
    const [first, second] = [
      await createProduct(api, token, {
        titre: `Un ${tag}`,
        categorie_id: String(shelf.id),
        prix: '1',
        description_courte: 'gardée',
      }),
      await createProduct(api, token, {
        titre: `Deux ${tag}`,
        categorie_id: String(shelf.id),
        prix: '2',
      }),
    ];
    const prices = `reference;titre;prix\r\n${first.reference};Un ${tag};3,5\r\n`;
    expect(expectBody(await upload(prices, 'apply'), 200, ProductImportResultSchema)).toMatchObject(
      {
        created: 0,
        updated: 1,
        unchanged: 0,
      },
    );
    expect(await product(first.id)).toMatchObject({
      prix: 3.5,
      description_courte: 'gardée',
      categorie_id: shelf.id,
      slug: first.slug,
    });
    const clashes = [
      'reference;titre;slug',
      `${first.reference};Un ${tag};${second.slug}`,
      `${second.reference};Deux ${tag};`,
      `${second.reference};Deux bis ${tag};`,
    ].join('\r\n');
    const preview = expectBody(await upload(clashes, 'preview'), 200, ProductImportPreviewSchema);
    expect(preview.refused).toEqual([
      {
        line: 2,
        reason: `slug : « ${second.slug} » est déjà celui du produit ${second.reference}.`,
      },
      { line: 4, reason: 'reference : déjà présente ligne 3.' },
    ]);
  });

  it('counts a chunked upload (no Content-Length) as it arrives: 413 past 5 MB', async () => {
    const data = new FormData();
    const big = bytes(`${header}\r\n${';x;;;;;oui;;;\r\n'.repeat(400_000)}`);
    data.append('fichier', new Blob([big], { type: 'text/csv' }), 'produits.csv');
    const form = new Response(data);
    const body = form.body;
    if (!body) throw new Error('no multipart body');
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': form.headers.get('content-type') ?? '',
      },
      body,
      duplex: 'half',
    };
    const refused = await fetch(`${api.url}/crud/products/import?mode=apply`, init);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('refuses a reference or slug held by a product in the Corbeille (its restore needs it)', async () => {
    const tag = unique();
    const gone = await createProduct(api, token, {
      titre: `Parti ${tag}`,
      categorie_id: String(shelf.id),
      prix: '3',
    });
    expect((await call(api, 'DELETE', `/crud/products/${gone.id}`, { token })).status).toBe(204);
    const file = [
      header,
      `${gone.reference};Revenu ${tag};;;4;EUR;oui;;;`,
      `;Autre ${tag};${gone.slug};;4;EUR;oui;;;`,
    ].join('\r\n');
    const preview = expectBody(await upload(file, 'preview'), 200, ProductImportPreviewSchema);
    expect(preview.refused).toEqual([
      {
        line: 2,
        reason: `reference : « ${gone.reference} » est celle d’un produit de la Corbeille (restaurez-le d’abord).`,
      },
      {
        line: 3,
        reason: `slug : « ${gone.slug} » est celui d’un produit de la Corbeille (restaurez-le d’abord).`,
      },
    ]);
    expectError(await upload(file, 'apply'), 422, 'rows_refused');
    const restored = await call(api, 'POST', `/trash/products/${gone.id}/restore`, { token });
    expect(restored.status).toBe(200);
  });

  it('refuses a file over 5 MB with 413, writing nothing', async () => {
    const big = `${header}\r\n${';x;;;;;oui;;;\r\n'.repeat(400_000)}`;
    expectError(await upload(big, 'apply'), 413, 'payload_too_large');
  });

  it('is for administrators: an éditeur gets 403, anyone signed out 401', async () => {
    expectError(await upload(`${header}\r\n`, 'apply', editorToken), 403, 'forbidden');
    expectError(await upload(`${header}\r\n`, 'apply', null), 401, 'unauthorized');
  });
});
