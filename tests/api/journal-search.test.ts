/**
 * Issue 36 §4: the journal's text search (person, label, identifier; bounded) and no line for a
 * change that did not happen (a text area's lines sent back as \r\n by a browser's multipart form).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import { call, expectBody, expectError, Product } from './client.ts';
import { createProduct, form } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { startContentApi } from './staff-fixtures.ts';

let api: TestApi;
let token: string;
let editor: { token: string; email: string };
let shelf: string;

beforeAll(async () => {
  ({ api, token, editor, shelf } = await startContentApi('chercheuse@test.tn', 'Rayon'));
});
afterAll(async () => {
  await api?.close();
});

const search = async (query: string) =>
  expectBody(
    await call(api, 'GET', `/journal?${query}&limit=100`, { token }),
    200,
    JournalPageSchema,
  );

describe('GET /journal?q=', () => {
  it('finds the lines of a label, of a person, any case, and nothing else', async () => {
    const product = await createProduct(api, token, {
      titre: 'Déambulateur Zèbre',
      categorie_id: shelf,
    });
    await call(api, 'PATCH', `/crud/products/${product.id}`, {
      token: editor.token,
      json: { prix: 310 },
    });

    const byLabel = await search('q=zèbre');
    expect(byLabel.rows.map((line) => [line.action, line.actor_email])).toEqual([
      ['modification', editor.email],
      ['creation', 'admin@test.tn'],
    ]);
    expect(byLabel.total).toBe(2);

    const byPerson = await search(`q=${encodeURIComponent('CHERCHEUSE@')}`);
    expect(byPerson.rows.length).toBeGreaterThan(0);
    expect(byPerson.rows.every((line) => line.actor_email === editor.email)).toBe(true);

    // With the other filters: the person's modifications of that label only.
    const both = await search('q=Zèbre&action=creation');
    expect(both.rows.map((line) => line.entity_label)).toEqual(['Déambulateur Zèbre']);
  });

  it('searches % and _ as themselves', async () => {
    expect((await search(`q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await search('q=_')).total).toBe(0);
  });

  it('400 with a French message for a text too long', async () => {
    const response = await call(api, 'GET', `/journal?q=${'a'.repeat(201)}`, { token });
    const error = await expectError(response, 400);
    expect(error.message).toMatch(/q.*200 caractères au maximum/);
  });
});

describe('no phantom change', () => {
  it('a price-only edit from the form logs the price, not the description sent back as \\r\\n', async () => {
    const html = '<p>Pliable</p>\n<ul><li>Léger</li></ul>';
    const product = await createProduct(api, token, {
      titre: 'Fauteuil fantôme',
      categorie_id: shelf,
      prix: '1290',
      description_html: html,
      description_courte: 'Une ligne\npuis une autre',
    });
    const edit = form({
      _method: 'PATCH',
      titre: product.titre,
      description_html: html.replace(/\n/g, '\r\n'),
      description_courte: 'Une ligne\r\npuis une autre',
      prix: '1234,50',
      modifie_le: product.modifie_le,
    });
    const saved = expectBody(
      await call(api, 'POST', `/crud/products/${product.id}`, { token, form: edit }),
      200,
      Product,
    );
    expect(saved.description_html).toBe(html);
    const lines = (await search('q=fant%C3%B4me&action=modification')).rows;
    expect(lines.map((line) => line.changes)).toEqual([
      [{ field: 'prix', before: '1290', after: '1234.5' }],
    ]);
  });
});
