import type { APIResponse } from '@playwright/test';
import sharp from 'sharp';
import * as v from 'valibot';
import { expireAccessCookie } from '../shared/expired-token.ts';
import { signIn } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

const Uploaded = v.object({ images: v.array(v.string()) });
const Failure = v.object({ error: v.object({ code: v.string(), message: v.string() }) });

const png = () =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

function uploadForm(...files: File[]): FormData {
  const form = new FormData();
  form.set('titre', 'Fauteuil roulant léger');
  for (const file of files) form.append('images[]', file);
  return form;
}

const setCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value);

async function expectFailure(response: APIResponse, status: number, code: string) {
  expect(response.status()).toBe(status);
  const body = v.parse(Failure, await response.json());
  expect(body.error.code).toBe(code);
  return body.error.message;
}

test.describe('POST /uploads/articles (article images with progress)', () => {
  test('a signed-in administrator uploads a PNG and gets its stored path, served by the API', async ({
    page,
  }) => {
    await signIn(page);
    const file = new File([await png()], 'photo.png', { type: 'image/png' });
    const response = await page.request.post('/uploads/articles', { multipart: uploadForm(file) });
    expect(response.status()).toBe(200);
    const { images } = v.parse(Uploaded, await response.json());
    expect(images).toHaveLength(1);
    const served = await page.request.get(`/api/images/${images[0]}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
  });

  test('refuses a cross-site request before reading it', async ({ page }) => {
    await signIn(page);
    const file = new File([await png()], 'photo.png', { type: 'image/png' });
    const forged: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of forged) {
      const response = await page.request.post('/uploads/articles', {
        headers,
        multipart: uploadForm(file),
      });
      expect(await expectFailure(response, 403, 'forbidden_origin')).toBe(
        'Requête refusée : origine non autorisée.',
      );
    }
  });

  test('refuses a file that does not declare an image type (415, French message)', async ({
    page,
  }) => {
    await signIn(page);
    const text = new File(['pas une image'], 'x.png', { type: 'text/plain' });
    const response = await page.request.post('/uploads/articles', { multipart: uploadForm(text) });
    expect(await expectFailure(response, 415, 'unsupported_media_type')).toContain('"x.png"');
  });

  test('answers 401 without a session and clears cookies whose refresh fails', async ({
    request,
  }) => {
    const file = new File([await png()], 'photo.png', { type: 'image/png' });
    const signedOut = await request.post('/uploads/articles', { multipart: uploadForm(file) });
    await expectFailure(signedOut, 401, 'unauthorized');

    const stale = await request.post('/uploads/articles', {
      headers: { Cookie: 'mc_access=not-a-token; mc_refresh=not-a-token-either' },
      multipart: uploadForm(file),
    });
    expect(stale.status()).toBe(401);
    const cleared = setCookies(stale);
    expect(cleared.some((cookie) => /^mc_access=;.*Max-Age=0/i.test(cookie))).toBe(true);
    expect(cleared.some((cookie) => /^mc_refresh=;.*Max-Age=0/i.test(cookie))).toBe(true);
  });

  test('answers other methods with 405 and Allow: POST', async ({ request }) => {
    const response = await request.get('/uploads/articles');
    await expectFailure(response, 405, 'method_not_allowed');
    expect(response.headers().allow).toBe('POST');
  });
});

test('an upload with an expired access token refreshes the session and rotates the cookies from the route', async ({
  page,
  context,
}) => {
  await signIn(page);
  const refreshCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'mc_refresh')?.value;
  const before = await refreshCookie();
  await expireAccessCookie(context);
  const file = new File([await png()], 'photo.png', { type: 'image/png' });
  const response = await page.request.post('/uploads/articles', { multipart: uploadForm(file) });
  expect(response.status()).toBe(200);
  // Written by the route handler itself (setCookie runs in the route's request context).
  expect(setCookies(response).some((cookie) => /^mc_refresh=[^;]+;.*HttpOnly/i.test(cookie))).toBe(
    true,
  );
  const after = await refreshCookie();
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
});
