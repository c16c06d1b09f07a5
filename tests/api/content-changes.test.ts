import pg from 'pg';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as categoriesClient from '#server/client/categories.client.ts';
import { createRestClient, type RestClient } from '#server/client/rest-client.ts';
import { type ContentChange, onContentChange } from '#server/events/content-changes.ts';
import { contentChannel } from '#server/events/postgres-notify.ts';
import { call, expectBody } from './client.ts';
import { createArticle, createCategory } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
const seen: ContentChange[] = [];
const stop = onContentChange((change) => seen.push(change));

beforeAll(async () => {
  api = await startTestApi();
  token = (await login(api)).token;
});
afterAll(async () => {
  stop();
  await api?.close();
});
afterEach(() => {
  seen.length = 0;
});

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((done) => setTimeout(done, 20));
  return check();
};

/** An article whose publication date comes in 2 s: the schedule announces it then. */
const publishInTwoSeconds = (titre: string) =>
  createArticle(api, token, {
    titre: `${titre} ${Date.now()}`,
    contenu_html: '<p>Bientôt</p>',
    statut: 'publie',
    publie_le: new Date(Date.now() + 2_000).toISOString(),
  });

describe('content changes (what empties the page cache)', () => {
  it('are published after every accepted write, before the response is sent', async () => {
    const category = await createCategory(api, token, { nom: `Cat ${Date.now()}` });
    expect(seen).toEqual([{ resource: 'categories', origin: 'local' }]);
    await call(api, 'PATCH', `/crud/categories/${category.id}`, { token, json: { nom: 'X' } });
    await call(api, 'DELETE', `/crud/categories/${category.id}`, { token });
    expect(seen.map((change) => change.resource)).toEqual([
      'categories',
      'categories',
      'categories',
    ]);
  });

  it('are not published for reads, refused writes, sign-ins or contact requests', async () => {
    await call(api, 'GET', '/crud/products');
    await call(api, 'POST', '/crud/categories', { json: { nom: 'Sans jeton' } });
    await call(api, 'POST', '/crud/articles', { token, json: { titre: '' } });
    await call(api, 'DELETE', '/crud/products/999999', { token });
    await login(api);
    await call(api, 'POST', '/crud/contact-requests', {
      json: {
        firstName: 'Amel',
        lastName: 'Ben Salah',
        email: 'amel@exemple.tn',
        subject: 'Location',
        message: 'Bonjour',
        urgent: false,
      },
    });
    expect(seen).toEqual([]);
  });

  it('announce an article published with a future date when that date comes', async () => {
    await publishInTwoSeconds('Programmé');
    seen.length = 0;
    expect(await waitFor(() => seen.some((change) => change.origin === 'schedule'), 6_000)).toBe(
      true,
    );
    expect(seen).toContainEqual({ resource: 'articles', origin: 'schedule' });
    const visible = await call(api, 'GET', '/crud/articles?limit=50');
    expect(visible.text).toContain('Programmé');
  });
});

/** The site's REST client calling this API in this process, as it does without API_BASE_URL. */
function inProcessClient(api: TestApi, accessToken: string): RestClient {
  const transport = {
    baseUrl: api.url,
    inProcess: true,
    fetcher: (request: Request) => api.runtime.fetch(request),
  };
  const tokens = { get: () => ({ accessToken }), set: () => undefined, clear: () => undefined };
  return createRestClient(transport, tokens);
}

describe('a write through the site’s REST client to the in-process API', () => {
  it('is announced once, by the API (not a second time by the client)', async () => {
    const client = inProcessClient(api, token);
    const nom = `Client ${Date.now()}`;
    const created = await categoriesClient.createCategory(client, {
      nom,
      slug: `client-${Date.now()}`,
      position: 0,
      est_active: true,
    });
    expect(seen).toEqual([{ resource: 'categories', origin: 'local' }]);
    await categoriesClient.updateCategory(client, created.id, { est_active: false });
    await categoriesClient.deleteCategory(client, created.id);
    expect(seen).toHaveLength(3);
  });
});

describe('GET /api/health', () => {
  const Health = v.strictObject({
    status: v.literal('ok'),
    database: v.literal('ok'),
    uptimeSeconds: v.number(),
    pageCache: v.null(),
  });

  it('answers without a token, never cached, and tells no secret', async () => {
    const response = await call(api, 'GET', '/health');
    expectBody(response, 200, Health);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text).not.toMatch(/postgres|secret|password|admin/i);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('announce a scheduled publication once for the whole cluster (issue 22)', async () => {
    const other = await startTestApi({ DATABASE_URL: api.databaseUrl ?? '' });
    try {
      // The second instance's listener connects in the background.
      await new Promise((done) => setTimeout(done, 300));
      await publishInTwoSeconds('Une fois');
      seen.length = 0;
      const scheduled = () => seen.filter((change) => change.origin === 'schedule');
      expect(await waitFor(() => scheduled().length > 0, 6_000)).toBe(true);
      // Both instances' timers were set for the same instant: give the second one time to fire.
      await new Promise((done) => setTimeout(done, 1_500));
      expect(scheduled()).toEqual([{ resource: 'articles', origin: 'schedule' }]);
      // The instance that did not announce it heard the one that did.
      expect(seen).toContainEqual({ resource: 'articles', origin: 'remote' });
    } finally {
      await other.close();
    }
  });

  it('hear each other’s writes through LISTEN/NOTIFY within a second', async () => {
    const other = await startTestApi({ DATABASE_URL: api.databaseUrl ?? '' });
    try {
      // The second instance's listener connects in the background.
      await new Promise((done) => setTimeout(done, 300));
      seen.length = 0;
      const started = Date.now();
      const otherToken = (await login(other)).token;
      await createCategory(other, otherToken, { nom: `Ailleurs ${Date.now()}` });
      const heard = await waitFor(
        () => seen.some((change) => change.origin === 'remote' && change.resource === 'categories'),
        1_000,
      );
      expect(heard).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await other.close();
    }
  });

  it('send one NOTIFY for a write made through the site’s REST client', async () => {
    const listener = new pg.Client({ connectionString: api.databaseUrl });
    const notices: unknown[] = [];
    listener.on('notification', (message) => notices.push(JSON.parse(message.payload ?? 'null')));
    await listener.connect();
    try {
      await listener.query(`LISTEN ${contentChannel}`);
      await categoriesClient.createCategory(inProcessClient(api, token), {
        nom: `Notifiée ${Date.now()}`,
        slug: `notifiee-${Date.now()}`,
        position: 0,
        est_active: true,
      });
      // Long enough for a second notice to arrive, were one sent.
      await new Promise((done) => setTimeout(done, 500));
      expect(notices).toEqual([{ instance: expect.any(String), resources: ['categories'] }]);
    } finally {
      await listener.end();
    }
  });
});
