import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Article,
  call,
  expectBody,
  expectError,
  forgedToken,
  ids,
  listOf,
  type ProductRow,
} from './client.ts';
import { createArticle, createProduct, png } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { startContentApi } from './staff-fixtures.ts';

/**
 * Issue 36 §8: GET /todo, the counts of the dashboard's "À faire" block (staff, both roles), and
 * the list filters its lines open: products `images_a_completer`, articles `programme_avant`.
 */
let api: TestApi;
let token: string;
let editor: { token: string };
let shelf: string;

const Todo = v.strictObject({
  offlineProducts: v.number(),
  productsMissingImages: v.number(),
  draftArticles: v.number(),
  scheduledArticles: v.number(),
  unansweredRequests: v.number(),
  urgentRequests: v.number(),
  cap: v.literal(100),
  scheduledUntil: v.pipe(v.string(), v.isoTimestamp()),
});

const todo = async (as = token) =>
  expectBody(await call(api, 'GET', '/todo', { token: as }), 200, Todo);

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

let noImage: ProductRow;
let offlineNoImage: ProductRow;
let complete: ProductRow;
let galleryWithoutAlt: ProductRow;
let offlineComplete: ProductRow;
let soon: number;

async function withAlt(product: ProductRow, alts: string[]) {
  const response = await call(api, 'PUT', `/crud/products/${product.id}/images`, {
    token,
    json: {
      modifie_le: product.modifie_le,
      main: product.galerie_json[0],
      gallery: product.galerie_json.map((path, index) => ({
        path,
        alt: alts[index] ?? '',
        focal: { x: 50, y: 50 },
      })),
    },
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  ({ api, token, editor, shelf } = await startContentApi('todo@test.tn', 'Lits'));
  const product = (titre: string, est_actif: string, images = 0) =>
    Promise.all(Array.from({ length: images }, () => png())).then((files) =>
      createProduct(api, token, { titre, categorie_id: shelf, est_actif }, files),
    );
  noImage = await product('Lit sans photo', 'true');
  offlineNoImage = await product('Lit hors ligne sans photo', 'false');
  complete = await product('Lit complet', 'true', 1);
  galleryWithoutAlt = await product('Lit à la galerie sans texte', 'true', 2);
  offlineComplete = await product('Lit hors ligne complet', 'false', 1);
  await withAlt(complete, ['Lit vu de face']);
  await withAlt(galleryWithoutAlt, ['Lit vu de face']);
  await withAlt(offlineComplete, ['Lit replié']);

  const article = (titre: string, statut: string, publie_le?: string) =>
    createArticle(api, token, { titre, contenu_html: '<p>x</p>', statut, publie_le });
  await article('Brouillon un', 'brouillon');
  await article('Brouillon deux', 'brouillon');
  await article('Déjà publié', 'publie', days(-2));
  soon = (await article('Bientôt', 'publie', days(2))).id;
  await article('Plus tard', 'publie', days(30));
  await article('Archivé', 'archive');

  const request = (urgent: boolean) =>
    call(api, 'POST', '/crud/contact-requests', {
      json: {
        firstName: 'Amel',
        lastName: 'Ben Salah',
        email: 'amel@exemple.tn',
        subject: 'Location',
        message: 'Bonjour',
        urgent,
      },
    });
  for (const urgent of [true, false, false]) expect((await request(urgent)).status).toBe(201);
  await api.runtime.database.db.execute(
    sql`update contact_requests set statut = 'traitee' where id = (select max(id) from contact_requests)`,
  );
});
afterAll(async () => {
  await api?.close();
});

describe('GET /todo', () => {
  it('refuses anonymous and forged callers with 401', async () => {
    expectError(await call(api, 'GET', '/todo'), 401, 'unauthorized');
    expectError(await call(api, 'GET', '/todo', { token: await forgedToken() }), 401);
  });

  it('counts what needs a hand, the same for an administrator and an éditeur', async () => {
    const counts = await todo();
    expect(counts).toMatchObject({
      offlineProducts: 2,
      productsMissingImages: 3,
      draftArticles: 2,
      scheduledArticles: 1,
      unansweredRequests: 2,
      urgentRequests: 1,
    });
    // Midnight in Tunis, 7 days ahead at most.
    const until = new Date(counts.scheduledUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
    expect(await todo(editor.token)).toEqual(counts);
  });

  it('stops counting past the cap: 101 means "100+"', async () => {
    await api.runtime.database.db.execute(sql`
      INSERT INTO contact_requests (first_name, last_name, email, subject, message, urgent)
      SELECT 'A', 'B', 'a@b.tn', 'S', 'M', true FROM generate_series(1, 150)`);
    expect(await todo()).toMatchObject({ unansweredRequests: 101, urgentRequests: 101 });
    await api.runtime.database.db.execute(
      sql`delete from contact_requests where first_name = 'A' and last_name = 'B'`,
    );
  });
});

describe('the lists a line opens', () => {
  const products = async (query: string, as?: string) =>
    expectBody(
      await call(api, 'GET', `/crud/products?${query}`, { token: as }),
      200,
      listOf(v.object({ id: v.number() })),
    );

  it('lists the products without an image or an alternative text, for staff', async () => {
    const found = await products('images_a_completer=true&limit=50', editor.token);
    expect(ids(found.rows).sort()).toEqual(
      [noImage.id, offlineNoImage.id, galleryWithoutAlt.id].sort(),
    );
    expect(found.total).toBe(3);
    const offline = await products('images_a_completer=true&est_actif=false', token);
    expect(ids(offline.rows)).toEqual([offlineNoImage.id]);
    // The public catalogue ignores it: visible products only, as before.
    const publicList = await products('images_a_completer=true&limit=50');
    expect(ids(publicList.rows).sort()).toEqual(
      [noImage.id, complete.id, galleryWithoutAlt.id].sort(),
    );
  });

  it('drops a product from the filter once its images have their texts', async () => {
    const [fresh] = (
      await products(
        `images_a_completer=true&est_actif=true&search=${encodeURIComponent('galerie')}`,
        token,
      )
    ).rows;
    expect(fresh?.id).toBe(galleryWithoutAlt.id);
    const current = expectBody(
      await call(api, 'GET', `/crud/products/${galleryWithoutAlt.id}`, { token }),
      200,
      v.object({ modifie_le: v.string(), galerie_json: v.array(v.string()) }),
    );
    await withAlt({ ...galleryWithoutAlt, ...current }, ['Lit vu de face', 'Lit vu de dos']);
    expect((await products('images_a_completer=true', token)).total).toBe(2);
    expect((await todo()).productsMissingImages).toBe(2);
  });

  it('lists the articles scheduled before the bound the dashboard gives', async () => {
    const { scheduledUntil } = await todo();
    const query = `programme_avant=${encodeURIComponent(scheduledUntil)}&limit=50`;
    const found = expectBody(
      await call(api, 'GET', `/crud/articles?${query}`, { token: editor.token }),
      200,
      listOf(Article),
    );
    expect(ids(found.rows)).toEqual([soon]);
    expect(found.total).toBe(1);
    // Anyone else reads published articles only, as before.
    const publicList = expectBody(
      await call(api, 'GET', `/crud/articles?${query}`),
      200,
      listOf(Article),
    );
    expect(publicList.rows.map((row) => row.titre)).toEqual(['Déjà publié']);
  });

  it('refuses a bound that is not a date with a 400 and a French message', async () => {
    const error = expectError(
      await call(api, 'GET', '/crud/articles?programme_avant=demain', { token }),
      400,
    );
    expect(JSON.stringify(error)).toContain('date ISO 8601');
    expectError(
      await call(api, 'GET', '/crud/products?images_a_completer=peut-etre', { token }),
      400,
    );
  });
});
