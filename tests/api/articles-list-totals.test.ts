import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles } from '#server/db/tables.ts';
import { call, expectBody } from './client.ts';
import { createArticle } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

// Issue 19: article list totals are counted once per articles version (a statement trigger bumps
// it with every write) and, for published articles, only until the next scheduled publication.

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  token = (await login(api)).token;
});

afterAll(() => api.close());

const Page = v.object({ rows: v.array(v.object({ id: v.number() })), total: v.number() });

async function total(query: string, asAdmin: boolean): Promise<number> {
  const response = await call(api, 'GET', `/crud/articles?${query}`, asAdmin ? { token } : {});
  return expectBody(response, 200, Page).total;
}

describe('GET /crud/articles: totals follow every write', () => {
  it('counts an article created and deleted through the API', async () => {
    const before = await total('limit=1', true);
    const created = await createArticle(api, token, {
      titre: `Compté ${Date.now()}`,
      contenu_html: '<p>Texte</p>',
      statut: 'brouillon',
    });
    expect(await total('limit=1', true)).toBe(before + 1);
    expect((await call(api, 'DELETE', `/crud/articles/${created.id}`, { token })).status).toBe(204);
    expect(await total('limit=1', true)).toBe(before);
  });

  it('counts articles another tool wrote straight into the database', async () => {
    const before = await total('limit=1&statut=brouillon', true);
    await api.runtime.database.db.execute(sql`
      INSERT INTO ${articles} (titre, slug, contenu_html, statut)
      SELECT 'Direct ' || g, 'direct-' || g || '-' || ${Date.now()}, '<p>x</p>', 'brouillon'
      FROM generate_series(1, 3) AS g`);
    expect(await total('limit=1&statut=brouillon', true)).toBe(before + 3);
  });

  it('counts an article published with a future date once that date comes, with no write', async () => {
    const before = await total('limit=1', false);
    const publishAt = Date.now() + 3_000;
    await createArticle(api, token, {
      titre: `Programmé ${Date.now()}`,
      contenu_html: '<p>Bientôt</p>',
      statut: 'publie',
      publie_le: new Date(publishAt).toISOString(),
    });
    const early = await total('limit=1', false);
    // On a loaded machine the date may already have come: then only the later count is checked.
    if (Date.now() < publishAt - 500) expect(early).toBe(before);
    await vi.waitFor(async () => expect(await total('limit=1', false)).toBe(before + 1), {
      timeout: 10_000,
      interval: 100,
    });
  });
});
