import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { sessionCookies } from '#server/http/session-cookies.ts';
import { expect, waitForHydration } from './fixtures.ts';

/** The demo administrator seeded on the embedded database (README). */
export const demoAdmin = { email: 'admin@demo.tn', password: 'Demo-Admin-2024!' };

const Token = v.object({ token: v.string() });
const Created = v.object({ id: v.number(), slug: v.string() });

/** A suffix that keeps each test's own data apart from parallel tests and the demo data. */
export const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

const Tokens = v.object({ token: v.string(), refreshToken: v.string() });

/**
 * Opens a session of the demo administrator in the page's browser context, without loading a
 * page: through the API (POST /api/auth/login, as the sign-in form's server function does), then
 * the two httpOnly cookies the site sets (docs/decisions/003). Typing the form in every back-office
 * test cost minutes of the CI run; the form has its own tests (admin-session, admin-login-return,
 * login-*, a11y-keyboard). For a test whose next step opens a page of its own. Another staff
 * account's `credentials` sign that person in instead.
 */
export async function startSession(
  page: Page,
  credentials: { email: string; password: string } = demoAdmin,
) {
  const login = await page.request.post('/api/auth/login', { data: credentials });
  expect(login.status()).toBe(200);
  const { token, refreshToken } = v.parse(Tokens, await login.json());
  const { origin } = new URL(login.url());
  // The site's lifetime for them: REFRESH_TOKEN_TTL, 7 days unless set (app.env.ts).
  const expires = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
  const cookie = { url: origin, expires, httpOnly: true, sameSite: 'Lax' as const };
  await page.context().addCookies([
    { ...cookie, name: sessionCookies.access, value: token },
    { ...cookie, name: sessionCookies.refresh, value: refreshToken },
  ]);
}

/** Signs in as the demo administrator (startSession) and lands on the dashboard, hydrated. */
export async function signIn(page: Page) {
  await startSession(page);
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page).toHaveURL('/dashboard');
}

/** A Bearer token for the REST API, for arranging data a test starts from. */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: demoAdmin });
  expect(login.status()).toBe(200);
  return v.parse(Token, await login.json()).token;
}

/** An article of this test's own, so parallel tests never see the demo data change. */
export async function createArticle(request: APIRequestContext, data: Record<string, string>) {
  const token = await apiToken(request);
  const created = await request.post('/api/crud/articles', {
    headers: { Authorization: `Bearer ${token}` },
    data: { contenu_html: '<p>x</p>', ...data },
  });
  expect(created.status()).toBe(201);
  return v.parse(Created, await created.json());
}

const CreatedCategory = v.object({ id: v.number(), nom: v.string() });

/** A category of this test's own (SPEC §7 POST /crud/categories), visible unless told otherwise. */
export async function createTestCategory(
  request: APIRequestContext,
  data: { nom: string; est_active?: boolean; parent_id?: number },
) {
  const token = await apiToken(request);
  const created = await request.post('/api/crud/categories', {
    headers: { Authorization: `Bearer ${token}` },
    // After the demo categories (positions 0-5): the public overview's first groups stay put.
    data: { position: 100, ...data },
  });
  expect(created.status()).toBe(201);
  return v.parse(CreatedCategory, await created.json());
}

/** A product filed in `categoryId` (SPEC §7 multipart POST /crud/products/upload, no image). */
export async function createTestProductIn(request: APIRequestContext, categoryId: number) {
  const token = await apiToken(request);
  const created = await request.post('/api/crud/products/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titre: `Produit ${unique()}`,
      categorie_id: String(categoryId),
      prix: '10',
      devise: 'TND',
    },
  });
  expect(created.status()).toBe(201);
  return v.parse(Created, await created.json());
}

/** Deletes a product a test made (SPEC §7 DELETE /crud/products/{id}). */
export async function deleteTestProduct(request: APIRequestContext, id: number) {
  const token = await apiToken(request);
  const deleted = await request.delete(`/api/crud/products/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(deleted.status()).toBe(204);
}

const Categories = v.object({ rows: v.array(v.object({ id: v.number(), nom: v.string() })) });

/**
 * A product of this test's own, created like the add form does (multipart
 * POST /crud/products/upload). Without `categorie_id` it goes into the demo category "Confort"
 * (never "the first one": a category another test added through the UI may sort first).
 */
export async function createProduct(request: APIRequestContext, fields: Record<string, string>) {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  let categorie_id = fields.categorie_id;
  if (!categorie_id) {
    const list = await request.get('/api/crud/categories?limit=500&parent_id=null');
    const confort = v
      .parse(Categories, await list.json())
      .rows.find((row) => row.nom === 'Confort');
    categorie_id = String(confort?.id ?? '');
  }
  const created = await request.post('/api/crud/products/upload', {
    headers,
    multipart: { prix: '10', devise: 'TND', ...fields, categorie_id },
  });
  expect(created.status(), await created.text()).toBe(201);
  return v.parse(Created, await created.json());
}

/**
 * Issue 36 §1: the rich-text field's « Code HTML » view, where SPEC §2's « Contenu HTML * » (or the
 * product's « Description HTML ») is edited as HTML; waits for the editor to have loaded first.
 */
export async function showHtmlSource(page: Page, sourceLabel = 'Contenu HTML *') {
  const toggle = page.getByRole('button', { name: 'Code HTML', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel(sourceLabel, { exact: true })).toBeVisible();
}
