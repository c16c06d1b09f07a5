import { type Answer, getFrom as get } from '#tests/shared/get-from.ts';
import { expect, test } from './fixtures.ts';
import { freshDatabase, privateInstanceStartTimeout, startInstance } from './instances.ts';
import { privateInstance } from './private-instance.ts';

/**
 * Issue 34 (docs/decisions/027): one address floods distinct searches on a production instance of
 * its own; past its share it gets 429 at once, and another address still gets a cached page and
 * an uncached one while the flood goes on. Source addresses on loopback (127.0.0.2) need no setup.
 */

/**
 * The flood stops as soon as the other address is served (a few hundred requests), and here at
 * the latest whatever happens.
 */
const floodCap = 2_000;

/**
 * Floods `base` with distinct searches from 127.0.0.1, 30 at a time, until `stop()` says so or
 * the cap is reached; counts the answers by status and keeps a refusal.
 */
function flood(base: string) {
  const statuses = new Map<number, number>();
  let refusal: Answer | undefined;
  let sent = 0;
  let stopped = false;
  const done = Promise.all(
    Array.from({ length: 30 }, async () => {
      while (!stopped && sent < floodCap) {
        sent += 1;
        const answer = await get(`${base}/produits?q=flot${sent}`, '127.0.0.1');
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 429) refusal ??= answer;
      }
    }),
  );
  return {
    statuses,
    sent: () => sent,
    refusal: () => refusal,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

test.describe('on the embedded database', () => {
  const instance = privateInstance({
    email: 'partage@test.tn',
    password: 'Partage-Equitable-2026!',
  });

  test('while one address floods searches, another still gets a cached page and an uncached one', async () => {
    test.setTimeout(60_000);
    const base = instance().url;
    // The home page, now in the page cache.
    expect((await get(`${base}/`, '127.0.0.2')).status).toBe(200);
    const flooding = flood(base);
    // Under way: its renders coming out (slower when the suite's other servers share the cores).
    await expect
      .poll(() => flooding.statuses.get(200) ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(10);

    const cached = await get(`${base}/`, '127.0.0.2');
    const uncached = await get(`${base}/produits?q=visiteur`, '127.0.0.2');
    const sentWhenServed = flooding.sent();
    await flooding.stop();

    expect(cached.status).toBe(200);
    expect(uncached.status).toBe(200);
    expect(uncached.body).toContain('visiteur');
    // Served while the flood was still going, not after it gave up.
    expect(sentWhenServed).toBeLessThan(floodCap);
    // Renders for the flood too, or refusals; never a server error.
    const other = [...flooding.statuses.keys()].filter(
      (status) => status !== 200 && status !== 429,
    );
    expect(other).toEqual([]);
  });
});

test.describe('on PostgreSQL, where renders overlap', () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl || adminUrl === 'skip', 'needs PostgreSQL (TEST_DATABASE_URL)');

  test('past its share the flooding address gets 429 at once, a French page; another address does not', async () => {
    test.setTimeout(privateInstanceStartTimeout);
    const database = await freshDatabase(adminUrl ?? '');
    const site = await startInstance(database.url);
    try {
      const flooding = flood(site.url);
      await expect.poll(() => flooding.statuses.get(429) ?? 0).toBeGreaterThan(0);
      const visitor = await get(`${site.url}/produits?q=visiteur`, '127.0.0.2');
      await flooding.stop();

      expect(visitor.status).toBe(200);
      expect(flooding.refusal()?.retryAfter).toBe('2');
      expect(flooding.refusal()?.body).toContain('Trop de demandes');
      expect(flooding.statuses.get(200) ?? 0).toBeGreaterThan(0);
    } finally {
      await site.stop();
      await database.drop();
    }
  });
});
