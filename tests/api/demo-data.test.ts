import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUsers, products } from '#server/db/tables.ts';
import { log } from '#server/log/logger.ts';
import { demoAdmin } from '#server/seed/seed-demo.ts';
import { call, expectBody, listOf, Product } from './client.ts';
import { admin, login, startTestApi, type TestApi } from './harness.ts';

// Issue 36 §9: started with its own administrator (ADMIN_EMAIL), a site still gets the demo data
// by default on the embedded database, never by default on PostgreSQL; DEMO_DATA decides when
// set, and the start log says which happened.

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  vi.restoreAllMocks();
});

const productCount = async (started: TestApi) =>
  (await started.runtime.database.db.select({ n: count() }).from(products))[0]?.n ?? 0;
const accounts = async (started: TestApi) =>
  (await started.runtime.database.db.select({ email: adminUsers.email }).from(adminUsers)).map(
    (row) => row.email,
  );
const skipped = () => {
  const info = vi.spyOn(log(), 'info');
  return () =>
    info.mock.calls
      .map(([fields]) => fields)
      .filter(
        (fields): fields is { event: string; reason: string } =>
          typeof fields === 'object' && fields !== null && 'event' in fields,
      )
      .filter((fields) => fields.event === 'demo-data.skipped')
      .map((fields) => fields.reason);
};

describe('demo data at start (DEMO_DATA)', () => {
  it('by default: the demo beside the ADMIN_EMAIL account on the embedded database, nothing on PostgreSQL', async () => {
    const reasons = skipped();
    // An empty string is an unset variable.
    api = await startTestApi({ DEMO_DATA: '' });
    if (api.databaseKind === 'pglite') {
      expect(await productCount(api)).toBe(66);
      expect(reasons()).toEqual([]);
    } else {
      expect(await productCount(api)).toBe(0);
      expect(reasons()).toEqual(['DATABASE_URL is set and DEMO_DATA is not on']);
    }
    // Only the administrator the environment names: no demo account beside it.
    expect(await accounts(api)).toEqual([admin.email]);
    await expect(login(api)).resolves.toMatchObject({ token: expect.any(String) });
    await expect(login(api, demoAdmin)).rejects.toThrow(/login failed: 401/);
  });

  it('DEMO_DATA=on loads it on either database; off leaves it out and says so', async () => {
    api = await startTestApi({ DEMO_DATA: 'on' });
    expect(await productCount(api)).toBe(66);
    // Its search synonyms (issue 37 §3): the word customers use finds the catalogue's own.
    const search = await call(api, 'GET', '/crud/products?search=d%C3%A9ambulateur&limit=20');
    const titles = expectBody(search, 200, listOf(Product)).rows.map((row) => row.titre);
    expect(titles).toEqual(
      expect.arrayContaining(['Déambulateur 2 roues pliant', 'Cadre de marche fixe']),
    );
    await api.close();
    const reasons = skipped();
    api = await startTestApi({ DEMO_DATA: 'off' });
    expect(await productCount(api)).toBe(0);
    expect(reasons()).toEqual(['DEMO_DATA=off']);
  });
});
