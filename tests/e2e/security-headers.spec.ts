import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { startSession } from './admin-helpers.ts';
import { watchViolations } from './csp.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { publicRoutes } from './public-routes.ts';

/**
 * Issue 10: every response carries the security headers, pages run under a nonce-based CSP
 * with no violation, and cross-site writes are refused. docs/decisions/008-security-headers.md.
 */

function directive(csp: string, name: string): string[] {
  const part = csp.split(';').find((entry) => entry.trim().startsWith(`${name} `));
  return part?.trim().split(/\s+/).slice(1) ?? [];
}

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-security-policy']).toBeTruthy();
}

/** What every page policy holds, rendered for one visitor or cached for all. */
function expectStrictPolicy(response: APIResponse): string[] {
  const headers = response.headers();
  expectCommonHeaders(headers);
  const csp = headers['content-security-policy'] ?? '';
  expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
  expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  const scripts = directive(csp, 'script-src');
  expect(scripts).not.toContain("'unsafe-inline'");
  return scripts;
}

/** A page rendered for one visitor: a nonce in script-src that every script carries. */
async function expectNoncePolicy(response: APIResponse): Promise<string> {
  const scripts = expectStrictPolicy(response);
  const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1) ?? '';
  expect(nonce.length).toBeGreaterThanOrEqual(22);
  const html = await response.text();
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce;
}

/**
 * A page from the shared cache (docs/decisions/009): no nonce anywhere; script-src lists the
 * SHA-256 of exactly the inline scripts the page holds, and module scripts come from 'self'.
 */
async function expectHashPolicy(response: APIResponse): Promise<void> {
  const scripts = expectStrictPolicy(response);
  expect(scripts.some((source) => source.startsWith("'nonce-"))).toBe(false);
  const html = await response.text();
  expect(html).not.toMatch(/\snonce=/);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes ?? ''))
    .map(
      ([, , content]) =>
        `'sha256-${createHash('sha256')
          .update(content ?? '')
          .digest('base64')}'`,
    );
  expect(inline.length).toBeGreaterThan(0);
  expect(new Set(scripts.filter((source) => source.startsWith("'sha256-")))).toEqual(
    new Set(inline),
  );
}

/** Any session cookie (even a forged one) gets a page rendered for this request alone. */
const signedInLike = { headers: { cookie: 'mc_access=not-a-real-token' } };

test.describe('HTML pages', () => {
  test('each page rendered for one visitor has its own nonce, on every script it holds', async ({
    request,
  }) => {
    const first = await expectNoncePolicy(await request.get('/', signedInLike));
    const second = await expectNoncePolicy(await request.get('/', signedInLike));
    expect(second).not.toBe(first);
  });

  test('a cached page allows its inline scripts by hash, with no shared nonce', async ({
    request,
  }) => {
    await request.get('/');
    await expectHashPolicy(await request.get('/'));
  });

  test('the not-found page and a page with search params carry the policy too', async ({
    request,
  }) => {
    const missing = await request.get('/cette-page-n-existe-pas');
    expect(missing.status()).toBe(404);
    await expectNoncePolicy(missing);
    await expectHashPolicy(await request.get('/produits?sort=price-asc&page=2'));
    await expectNoncePolicy(await request.get('/produits?sort=price-asc&page=2', signedInLike));
  });

  test('every public page runs under the CSP without a single violation', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const { path } of publicRoutes) {
      await page.goto(path);
      await waitForHydration(page);
    }
    // An article, the product popup and client-side navigation (server functions) as well.
    await page.goto('/actualites');
    await page
      .getByRole('link', { name: /^Lire la suite : / })
      .first()
      .click();
    await expect(page.locator('article h1')).toBeVisible();
    await page.goto('/produits');
    await waitForHydration(page);
    await page.locator('main article').first().getByRole('link').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the dashboard runs under the CSP without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await startSession(page);
    for (const path of ['/dashboard', '/dashboard/articles', '/dashboard/articles/create']) {
      await page.goto(path);
      await waitForHydration(page);
    }
    await page.goto('/dashboard/produits');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Articles' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe('other responses', () => {
  test('static files, images, the API, feeds and errors carry the headers', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const asset = home.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
    expect(asset).not.toBe('');
    const paths = [
      asset,
      '/images/logo.svg',
      '/api/crud/products?limit=1',
      '/api/crud/products/999999',
      '/robots.txt',
      '/sitemap.xml',
      '/actualites/rss.xml',
    ];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expectCommonHeaders(response.headers());
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'none'");
    }
    const products = await request.get('/api/crud/products?limit=1');
    const image = (await products.text()).match(/"image_miniature":"([^"]+)"/)?.[1];
    expect(image).toBeTruthy();
    const picture = await request.get(`/api/images/${image}`);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
    expectCommonHeaders(picture.headers());
  });

  test('the catalogue PDF may be framed by our own page only', async ({ request }) => {
    const pdf = await request.get('/catalogue.pdf');
    expect(pdf.status()).toBe(200);
    expectCommonHeaders(pdf.headers());
    expect(directive(pdf.headers()['content-security-policy'] ?? '', 'frame-ancestors')).toEqual([
      "'self'",
    ]);
  });

  test('no HSTS over plain http (it is sent in production over https only)', async ({
    request,
  }) => {
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
  });
});

test.describe('cross-site writes', () => {
  const forged = { Origin: 'https://evil.example' };

  test('a server function called from another site is refused', async ({ page, baseURL }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_serverFn/')) calls.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Produits', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Nos produits' })).toBeVisible();
    const url = calls[0] ?? '';
    expect(url).toContain('/_serverFn/');

    const request = page.context().request;
    for (const headers of [forged, { 'Sec-Fetch-Site': 'cross-site' }]) {
      const refused = await request.post(url, { headers, data: {} });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toEqual({
        error: { code: 'forbidden_origin', message: 'Requête refusée : origine non autorisée.' },
      });
      expectCommonHeaders(refused.headers());
    }
    const sameOrigin = await request.get(url, { headers: { Origin: baseURL ?? '' } });
    expect(sameOrigin.status()).not.toBe(403);
  });

  test('the API and the upload routes refuse a forged Origin', async ({ request }) => {
    const login = await request.post('/api/auth/login', {
      headers: forged,
      data: { email: 'admin@demo.tn', password: 'Demo-Admin-2024!' },
    });
    expect(login.status()).toBe(403);
    const upload = await request.post('/uploads/articles', {
      headers: forged,
      multipart: { titre: 'x' },
    });
    expect(upload.status()).toBe(403);
    expectCommonHeaders(upload.headers());
  });
});
