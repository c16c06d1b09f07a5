import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type JournalLine,
  type JournalPage,
  JournalPageSchema,
} from '#server/client/journal.client.ts';
import { Article, call, expectBody, expectError, Product, unique } from './client.ts';
import { createArticle, createCategory, createProduct, form, png } from './fixtures.ts';
import { admin, login, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let editor: { id: number; token: string };
let shelf: string;

import { createStaffUser } from './staff-fixtures.ts';

const editorEmail = 'editrice@test.tn';

beforeAll(async () => {
  api = await startTestApi();
  token = (await login(api)).token;
  editor = await createStaffUser(api, {
    email: editorEmail,
    password: 'une-phrase-de-passe-solide',
    role: 'editeur',
  });
  shelf = String((await createCategory(api, token, { nom: 'Rayon' })).id);
});
afterAll(async () => {
  await api?.close();
});

async function journal(query = ''): Promise<JournalPage> {
  return expectBody(await call(api, 'GET', `/journal?${query}`, { token }), 200, JournalPageSchema);
}

/** Every line about one entity, oldest first. */
async function linesOf(entite: string, id: number | string): Promise<JournalLine[]> {
  const { rows } = await journal(`entite=${entite}&limit=100`);
  return rows.filter((line) => line.entity_id === String(id)).reverse();
}

const totalLines = async () => (await journal('limit=1')).total;

const change = (field: string, before: string | null, after: string | null) => ({
  field,
  before,
  after,
});

describe('a journal line for each kind of content change, with its actor', () => {
  it('categories: creation, est_active flip and deletion', async () => {
    const category = await createCategory(api, token, { nom: 'Mobilité' });
    const patched = await call(api, 'PATCH', `/crud/categories/${category.id}`, {
      token,
      json: { est_active: false },
    });
    expect(patched.status).toBe(200);
    expect((await call(api, 'DELETE', `/crud/categories/${category.id}`, { token })).status).toBe(
      204,
    );
    const lines = await linesOf('categorie', category.id);
    expect(lines.map((line) => line.action)).toEqual(['creation', 'modification', 'suppression']);
    for (const line of lines) {
      expect(line).toMatchObject({ actor_email: admin.email, entity_label: 'Mobilité' });
      expect(line.ip).toBeTruthy();
    }
    expect(lines[0]?.changes).toContainEqual(change('nom', null, 'Mobilité'));
    expect(lines[1]?.changes).toEqual([change('est_active', 'true', 'false')]);
    expect(lines[2]?.changes).toContainEqual(change('nom', 'Mobilité', null));
  });

  it('concurrent edits: each line starts from what the previous one left', async () => {
    const category = await createCategory(api, token, { nom: 'Disputée', position: 0 });
    const saves = [1, 2, 3, 4, 5].map((position) =>
      call(api, 'PATCH', `/crud/categories/${category.id}`, { token, json: { position } }),
    );
    expect((await Promise.all(saves)).map((response) => response.status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    const edits = (await linesOf('categorie', category.id)).slice(1);
    const steps = edits.map((line) => line.changes.find((item) => item.field === 'position'));
    expect(steps).toHaveLength(5);
    expect(steps[0]?.before).toBe('0');
    for (let at = 1; at < steps.length; at += 1) {
      expect(steps[at]?.before).toBe(steps[at - 1]?.after);
    }
  });

  it('products: creation with its image, edits, image replaced, deletion', async () => {
    const product = await createProduct(
      api,
      token,
      { titre: 'Lit médicalisé', prix: '1200', categorie_id: shelf },
      [await png()],
    );
    const first = product.image ?? '';
    const patch = await call(api, 'PATCH', `/crud/products/${product.id}`, {
      token,
      json: { est_active: false, prix: 990, description_html: '<p>Nouveau texte</p>' },
    });
    expectBody(patch, 200, Product);
    const edited = await call(api, 'POST', `/crud/products/${product.id}`, {
      token,
      form: form({ _method: 'PATCH', galerie_json: '[]' }, [await png(40, 30)]),
    });
    const replaced = expectBody(edited, 200, Product);
    const second = replaced.image ?? '';
    expect(second).not.toBe(first);
    expect((await call(api, 'DELETE', `/crud/products/${product.id}`, { token })).status).toBe(204);

    const lines = await linesOf('produit', product.id);
    expect(lines.map((line) => line.action)).toEqual([
      'creation',
      'modification',
      'modification',
      'suppression',
    ]);
    expect(lines[0]).toMatchObject({ actor_email: admin.email, entity_label: 'Lit médicalisé' });
    expect(lines[0]?.changes).toContainEqual(change('prix', null, '1200'));
    expect(lines[1]?.changes).toEqual([
      change('description_html', null, 'Nouveau texte'),
      change('prix', '1200', '990'),
      change('est_actif', 'true', 'false'),
    ]);
    expect(lines[2]?.changes.map((item) => item.field)).toEqual(
      expect.arrayContaining(['image', 'image_miniature', 'galerie_json']),
    );

    const added = await linesOf('image', second);
    expect(added).toEqual([
      expect.objectContaining({
        action: 'creation',
        entity_label: 'Lit médicalisé',
        changes: [change('produit', null, String(product.id))],
      }),
    ]);
    const images = await linesOf('image', first);
    expect(images.map((line) => line.action)).toEqual(['creation', 'suppression']);
  });

  it('articles: creation, publication, unpublication, body edit, image upload, deletion', async () => {
    const article = await createArticle(api, token, {
      titre: 'Bien choisir un fauteuil',
      contenu_html: '<p>Premier jet</p>',
    });
    const save = async (json: Record<string, unknown>) =>
      expectBody(
        await call(api, 'PATCH', `/crud/articles/${article.id}`, { token, json }),
        200,
        Article,
      );
    await save({ statut: 'publie' });
    await save({ statut: 'brouillon' });
    await save({ contenu_html: '<p>Texte revu</p>', titre: 'Bien choisir son fauteuil' });
    expect((await call(api, 'DELETE', `/crud/articles/${article.id}`, { token })).status).toBe(204);

    const lines = await linesOf('article', article.id);
    expect(lines.map((line) => line.action)).toEqual([
      'creation',
      'publication',
      'depublication',
      'modification',
      'suppression',
    ]);
    expect(lines[1]?.changes).toContainEqual(change('statut', 'brouillon', 'publie'));
    expect(lines[2]?.changes).toContainEqual(change('statut', 'publie', 'brouillon'));
    expect(lines[3]?.changes).toEqual([
      change('titre', 'Bien choisir un fauteuil', 'Bien choisir son fauteuil'),
      change('contenu_html', 'Premier jet', 'Texte revu'),
    ]);
    expect(lines[3]?.entity_label).toBe('Bien choisir son fauteuil');

    const upload = await call(api, 'POST', '/crud/articles/upload', {
      token,
      form: form({ titre: 'Illustration' }, [await png()]),
    });
    const { images } = v.parse(v.object({ images: v.array(v.string()) }), upload.body);
    expect(await linesOf('image', images[0] ?? '')).toEqual([
      expect.objectContaining({ action: 'creation', entity_label: 'Illustration' }),
    ]);
  });

  it('contact requests: staff marking handled and deleting, not the public submission', async () => {
    const before = await totalLines();
    const sent = await call(api, 'POST', '/crud/contact-requests', {
      json: {
        firstName: 'Amel',
        lastName: 'Ben Salah',
        email: 'amel@exemple.tn',
        subject: 'Location de lit',
        message: 'Bonjour, je souhaite louer un lit.',
        urgent: false,
      },
    });
    const { id } = v.parse(v.object({ id: v.number() }), sent.body);
    expect(await totalLines()).toBe(before);
    const handled = await call(api, 'PATCH', `/crud/contact-requests/${id}`, {
      token: editor.token,
      json: { traite: true },
    });
    expect(handled.status).toBe(200);
    const gone = await call(api, 'DELETE', `/crud/contact-requests/${id}`, { token });
    expect(gone.status).toBe(204);
    const lines = await linesOf('demande_contact', id);
    expect(lines.map((line) => [line.action, line.actor_email])).toEqual([
      ['modification', editorEmail],
      ['suppression', admin.email],
    ]);
    expect(lines[0]?.entity_label).toBe('Amel Ben Salah — Location de lit');
    expect(lines[0]?.changes).toEqual([change('statut', 'Nouvelle', 'Traitée')]);
    expect(JSON.stringify(lines)).not.toContain('je souhaite louer');
  });
});

describe('no line for a refused or rolled-back write', () => {
  it('422, 409 (stale version, taken reference) and 404 leave the journal as it was', async () => {
    const product = await createProduct(api, token, {
      titre: 'Canne',
      reference: 'REF-CANNE',
      categorie_id: shelf,
    });
    const article = await createArticle(api, token, { titre: 'Brouillon', contenu_html: '<p/>' });
    const before = await totalLines();
    const refused = [
      call(api, 'POST', '/crud/categories', { token, json: { nom: 'x', parent_id: 999_999 } }),
      call(api, 'PATCH', `/crud/articles/${article.id}`, {
        token,
        json: { titre: 'Trop tard', modifie_le: '2001-01-01T00:00:00.000Z' },
      }),
      call(api, 'POST', '/crud/products/upload', {
        token,
        form: form({ titre: 'Doublon', reference: 'REF-CANNE', categorie_id: shelf }),
      }),
      call(api, 'PATCH', '/crud/products/999999', { token, json: { titre: 'Personne' } }),
      call(api, 'DELETE', '/crud/articles/999999', { token }),
    ];
    expect((await Promise.all(refused)).map((response) => response.status)).toEqual([
      422, 409, 409, 404, 404,
    ]);
    expect(await totalLines()).toBe(before);
    expect((await call(api, 'GET', `/crud/products/${product.id}`, { token })).body).toEqual(
      product,
    );
  });

  it('a change whose journal line fails is rolled back with it', async () => {
    const product = await createProduct(api, token, { titre: 'Déambulateur', categorie_id: shelf });
    const before = await totalLines();
    const { db } = api.runtime.database;
    // A real failure inside the transaction, after the product's UPDATE: the journal refuses it.
    await db.execute(
      sql`alter table audit_log add constraint test_refused check (entity_label is distinct from 'Refusé') not valid`,
    );
    try {
      const failed = await call(api, 'PATCH', `/crud/products/${product.id}`, {
        token,
        json: { titre: 'Refusé' },
      });
      expect(failed.status).toBeGreaterThanOrEqual(400);
      const created = await call(api, 'POST', '/crud/articles', {
        token,
        json: { titre: 'Refusé', contenu_html: '<p>x</p>' },
      });
      expect(created.status).toBeGreaterThanOrEqual(400);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint test_refused`);
    }
    expect(await totalLines()).toBe(before);
    const current = await call(api, 'GET', `/crud/products/${product.id}`, { token });
    expect(expectBody(current, 200, Product).titre).toBe('Déambulateur');
    const articles = await call(api, 'GET', '/crud/articles?search=Refus%C3%A9', { token });
    expect(articles.body).toMatchObject({ total: 0 });
  });
});

describe('GET /journal: filters, order and pages', () => {
  it('names the request that wrote each line (X-Request-Id, as the log does)', async () => {
    const requestId = `essai-${unique()}`;
    const created = await call(api, 'POST', '/crud/categories', {
      token,
      json: { nom: `Suivie ${unique()}` },
      headers: { 'x-request-id': requestId },
    });
    expect(created.status).toBe(201);
    const failed = await call(api, 'POST', '/auth/login', {
      json: { email: admin.email, password: 'pas-le-bon-mot-de-passe' },
      headers: { 'x-request-id': `${requestId}-connexion` },
    });
    expect(failed.status).toBe(401);
    const stored = await api.runtime.database.db.execute(
      sql`select action, request_id from audit_log where request_id like ${`${requestId}%`} order by id`,
    );
    expect(v.parse(v.object({ rows: v.array(v.unknown()) }), stored).rows).toEqual([
      { action: 'creation', request_id: requestId },
      { action: 'connexion_echouee', request_id: `${requestId}-connexion` },
    ]);
  });

  it('filters by person, entity type, action and day', async () => {
    const mine = await createCategory(api, editor.token, { nom: `Éditée ${unique()}` });
    const byEditor = await journal(`personne=${editor.id}`);
    expect(byEditor.rows.length).toBeGreaterThan(0);
    expect(byEditor.rows.every((line) => line.actor_email === editorEmail)).toBe(true);
    expect(byEditor.rows[0]).toMatchObject({ entity_id: String(mine.id), action: 'creation' });

    const categories = await journal('entite=categorie');
    expect(new Set(categories.rows.map((line) => line.entity_type))).toEqual(
      new Set(['categorie']),
    );
    const published = await journal('action=publication');
    expect(published.total).toBe(1);
    expect(published.rows[0]?.entity_type).toBe('article');

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Tunis' }).format(new Date());
    expect((await journal(`du=${today}&au=${today}`)).total).toBe(await totalLines());
    expect((await journal('du=2001-01-01&au=2001-12-31')).total).toBe(0);
    expect((await journal(`personne=${editor.id}&entite=produit`)).total).toBe(0);
  });

  it('answers newest first, page by page', async () => {
    const all = await journal('limit=100');
    expect(all.total).toBeGreaterThan(6);
    const order = all.rows.map((line) => [line.at, line.id] as const);
    const sorted = [...order].sort(([atA, idA], [atB, idB]) =>
      atA === atB ? idB - idA : atB.localeCompare(atA),
    );
    expect(order).toEqual(sorted);
    const first = await journal('limit=3&page=1');
    const second = await journal('limit=3&page=2');
    expect(first).toMatchObject({ page: 1, limit: 3, total: all.total });
    expect([...first.rows, ...second.rows].map((line) => line.id)).toEqual(
      all.rows.slice(0, 6).map((line) => line.id),
    );
    expect((await journal('limit=1000')).limit).toBe(100);
  });

  it.each([
    'entite=inconnue',
    'action=effacer',
    'personne=abc',
    'du=2026-02-30',
    'du=26-11-2026',
    'du=2026-11-20&au=2026-11-19',
    'page=0',
    'page=101',
    'limit=0',
  ])('?%s → 400 invalid_query, in French', async (query) => {
    for (const path of ['/journal', '/journal/export.csv']) {
      if (path.endsWith('.csv') && /page|limit/.test(query)) continue;
      const error = expectError(await call(api, 'GET', `${path}?${query}`, { token }), 400);
      expect(error.code).toBe('invalid_query');
      expect(error.message).toMatch(/^Paramètre « \w+ » invalide/);
    }
  });
});

describe('GET /journal/export.csv', () => {
  it('is UTF-8 with a BOM, ; separated, French headers, formulas neutralised', async () => {
    await createCategory(api, token, { nom: '=cmd|calc' });
    const response = await fetch(`${api.url}/journal/export.csv?entite=categorie`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="journal-/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toMatch(/^# Journal d’audit .* 50[\s\u202f]000 lignes au maximum/);
    expect(lines[1]).toBe('Date;Personne;Adresse;Action;Type;Identifiant;Libellé;Modifications');
    const rows = lines.slice(2).filter((line) => line !== '');
    expect(rows.length).toBe((await journal('entite=categorie')).total);
    const newest = rows[0]?.split(';') ?? [];
    expect(newest[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(newest.slice(1, 7)).toEqual([
      admin.email,
      expect.any(String),
      'Création',
      'Catégorie',
      expect.stringMatching(/^\d+$/),
      "'=cmd|calc",
    ]);
    expect(newest[7]).toContain('Nom : (vide) → =cmd|calc');
    expect(rows.every((line) => line.split(';')[4] === 'Catégorie')).toBe(true);
  });
});

describe('administrators only', () => {
  it.each(['/journal', '/journal/export.csv'])(
    'GET %s: 401 anonymous, 403 éditeur',
    async (path) => {
      expectError(await call(api, 'GET', path), 401, 'unauthorized');
      expectError(await call(api, 'GET', path, { token: editor.token }), 403, 'forbidden');
      expect((await call(api, 'GET', path, { token })).status).toBe(200);
    },
  );
});
