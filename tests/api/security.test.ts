import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectBody, expectError } from './client.ts';
import { articleTotal, createArticle, createCategory, form, png } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

/**
 * Security headers on every kind of API response, and no browser write from another site
 * (issue 10). docs/decisions/008-security-headers.md.
 */
let api: TestApi;
let token: string;
let imagePath: string;

beforeAll(async () => {
  api = await startTestApi();
  token = (await login(api)).token;
  const upload = await call(api, 'POST', '/crud/articles/upload', {
    token,
    form: form({}, [await png()]),
  });
  [imagePath = ''] = expectBody(upload, 201, v.object({ images: v.array(v.string()) })).images;
});
afterAll(async () => {
  await api?.close();
});

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  // Not production over https: no HSTS (see the production test below).
  expect(headers.has('strict-transport-security')).toBe(false);
}

describe('security headers', () => {
  it('are on JSON lists, images, errors and refusals alike', async () => {
    const list = await call(api, 'GET', '/crud/products?limit=1');
    expect(list.status).toBe(200);
    expectSecurityHeaders(list.headers);
    expect(list.headers.get('content-security-policy')).toContain("base-uri 'none'");

    const image = await fetch(`${api.url}/images/${imagePath}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expectSecurityHeaders(image.headers);
    // The image route's own, stricter policy is kept.
    expect(image.headers.get('content-security-policy')).toContain('sandbox');

    const missing = await call(api, 'GET', '/crud/articles/999999');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);

    const unauthorised = await call(api, 'POST', '/crud/categories', { json: { nom: 'X' } });
    expect(unauthorised.status).toBe(401);
    expectSecurityHeaders(unauthorised.headers);

    const unknown = await call(api, 'GET', '/nulle-part');
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown.headers);
  });

  it('include HSTS for one year when the public site is https in production', async () => {
    const production = await startTestApi({
      NODE_ENV: 'production',
      SITE_URL: 'https://www.example.tn',
    });
    try {
      const response = await call(production, 'GET', '/crud/categories?limit=1');
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await production.close();
    }
  });
});

describe('cross-site writes', () => {
  const forged = { Origin: 'https://evil.example' };

  it('refuses a create with a forged Origin, even with a valid token, and stores nothing', async () => {
    const before = await articleTotal(api, token);
    const response = await call(api, 'POST', '/crud/articles', {
      token,
      headers: forged,
      json: { titre: 'Forgé', slug: 'forge', contenu_html: '<p>x</p>' },
    });
    expectError(response, 403, 'forbidden_origin');
    expect(response.body).toMatchObject({
      error: { message: 'Requête refusée : origine non autorisée.' },
    });
    expectSecurityHeaders(response.headers);
    expect(await articleTotal(api, token)).toBe(before);
  });

  it('refuses updates and deletes the browser marks as cross-site, leaving the row intact', async () => {
    const article = await createArticle(api, token, {
      titre: 'Intact',
      slug: `intact-${Date.now()}`,
      contenu_html: '<p>Texte</p>',
    });
    const crossSite = { 'Sec-Fetch-Site': 'cross-site' };
    const patch = await call(api, 'PATCH', `/crud/articles/${article.id}`, {
      token,
      headers: crossSite,
      json: { titre: 'Modifié' },
    });
    expectError(patch, 403, 'forbidden_origin');
    const remove = await call(api, 'DELETE', `/crud/articles/${article.id}`, {
      token,
      headers: forged,
    });
    expectError(remove, 403, 'forbidden_origin');
    const after = await call(api, 'GET', `/crud/articles/${article.id}`, { token });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ titre: 'Intact' });
  });

  it('refuses a cross-site sign-in attempt and an upload', async () => {
    const signIn = await call(api, 'POST', '/auth/login', {
      headers: forged,
      json: { email: 'admin@test.tn', password: 'x' },
    });
    expectError(signIn, 403, 'forbidden_origin');
    const upload = await call(api, 'POST', '/crud/articles/upload', {
      token,
      headers: forged,
      form: form({}, [await png()]),
    });
    expectError(upload, 403, 'forbidden_origin');
  });

  it('accepts same-origin browser writes, server calls without Origin, and cross-site reads', async () => {
    const sameOrigin = await createCategory(api, token, { nom: `Même origine ${Date.now()}` });
    expect(sameOrigin.id).toBeGreaterThan(0);
    const origin = new URL(api.url).origin;
    const browser = await call(api, 'POST', '/crud/categories', {
      token,
      headers: { Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      json: { nom: `Navigateur ${Date.now()}` },
    });
    expect(browser.status).toBe(201);
    const read = await call(api, 'GET', '/crud/products?limit=1', {
      headers: { ...forged, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });
});
