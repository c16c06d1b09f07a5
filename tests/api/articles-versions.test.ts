import { describe, expect, it } from 'vitest';
import { Article, call, expectBody, expectError, expectVersionRefusals, unique } from './client.ts';
import { createArticle } from './fixtures.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
adminApiPerFile((started) => {
  ({ api, token } = started);
});

const patch = (id: number, json: unknown) =>
  call(api, 'PATCH', `/crud/articles/${id}`, { token, json });
const read = async (id: number) =>
  expectBody(await call(api, 'GET', `/crud/articles/${id}`, { token }), 200, Article);

describe('PATCH /crud/articles/{id} with modifie_le (optimistic concurrency, our extension)', () => {
  it('accepts an update based on the current version and answers the new one', async () => {
    const created = await createArticle(api, token, {
      titre: `Version ${unique()}`,
      contenu_html: '<p>a</p>',
    });
    const loaded = await read(created.id);
    const saved = expectBody(
      await patch(created.id, { titre: 'Première', modifie_le: loaded.modifie_le }),
      200,
      Article,
    );
    expect(saved.titre).toBe('Première');
    expect(saved.modifie_le).not.toBe(loaded.modifie_le);
  });

  it('refuses an update based on a stale version (409 stale_version) and changes nothing', async () => {
    const created = await createArticle(api, token, {
      titre: `Conflit ${unique()}`,
      contenu_html: '<p>a</p>',
    });
    const tabA = await read(created.id);
    const tabB = await read(created.id);
    expectBody(
      await patch(created.id, { titre: 'Sauvé par A', modifie_le: tabA.modifie_le }),
      200,
      Article,
    );
    expectError(
      await patch(created.id, { titre: 'Sauvé par B', modifie_le: tabB.modifie_le }),
      409,
      'stale_version',
    );
    expect((await read(created.id)).titre).toBe('Sauvé par A');
    // Without a version, the editor overwrites deliberately.
    expectBody(await patch(created.id, { titre: 'Écrasé par B' }), 200, Article);
    expect((await read(created.id)).titre).toBe('Écrasé par B');
  });

  it('still answers 404 for an unknown article and 422 for a bad version', async () => {
    const created = await createArticle(api, token, {
      titre: `Date ${unique()}`,
      contenu_html: '<p>a</p>',
    });
    await expectVersionRefusals(patch, created.id);
  });
});
