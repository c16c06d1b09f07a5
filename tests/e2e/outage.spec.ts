import { expect, test } from '@playwright/test';
import { tcpProxy } from '../shared/tcp-proxy.ts';
import { freshDatabase, startInstance } from './instances.ts';

/**
 * Issue 18 point 16, as a visitor sees it: while PostgreSQL cannot be reached a page says
 * "Service momentanément indisponible" with 503 and Retry-After (never a 500, never kept by the
 * page cache), and the site comes back on its own. The outage is a real TCP proxy closed.
 */
test('a database outage shows a French 503 page, and the site recovers', async ({ page }) => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl || adminUrl === 'skip', 'needs PostgreSQL (TEST_DATABASE_URL)');
  test.setTimeout(120_000);
  const database = await freshDatabase(adminUrl ?? '');
  const proxy = tcpProxy(new URL(adminUrl ?? ''));
  await proxy.open();
  const proxied = new URL(database.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const site = await startInstance(proxied.toString());
  try {
    expect((await page.goto(`${site.url}/actualites`))?.status()).toBe(200);

    await proxy.close();
    const during = await page.goto(`${site.url}/produits?q=lit`);
    expect(during?.status()).toBe(503);
    expect(during?.headers()['retry-after']).toBe('5');
    await expect(page.getByText('Service momentanément indisponible').first()).toBeVisible();
    expect((await page.request.get(`${site.url}/api/health`)).status()).toBe(503);

    await proxy.open();
    await expect
      .poll(async () => (await page.request.get(`${site.url}/api/health`)).status())
      .toBe(200);
    // The page rendered during the outage was not kept: the real one is served now.
    expect((await page.goto(`${site.url}/produits?q=lit`))?.status()).toBe(200);
  } finally {
    await site.stop();
    await proxy.close();
    await database.drop();
  }
});
