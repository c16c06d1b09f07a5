import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { expect, waitForHydration } from './fixtures';

/** The demo administrator seeded on the embedded database (README). */
export const demoAdmin = { email: 'admin@demo.tn', password: 'Demo-Admin-2024!' };

const Token = v.object({ token: v.string() });
const Created = v.object({ id: v.number(), slug: v.string() });

/** A suffix that keeps each test's own data apart from parallel tests and the demo data. */
export const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

/** Signs in through the login page and lands on the dashboard. */
export async function signIn(page: Page) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Mot de passe').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
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
