import type { Page } from '@playwright/test';
import { expireAccessCookie } from '../shared/expired-token.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const demoAdmin = { email: 'admin@demo.tn', password: 'Demo-Admin-2024!' };
const welcome = 'Bienvenue dans l’espace d’administration';
const dashboardRoutes = [
  '/dashboard',
  '/dashboard/articles',
  '/dashboard/articles/create',
  '/dashboard/articles/edit/1',
  '/dashboard/produits',
  '/dashboard/produits/ajouter',
  '/dashboard/produits/modifier/1',
  '/dashboard/categories',
  '/dashboard/demandes-contact',
  '/dashboard/mot-de-passe',
];

async function signIn(page: Page, password = demoAdmin.password) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('signed-out visits to every dashboard route land on /login', async ({ page }) => {
  for (const path of dashboardRoutes) {
    await page.goto(path);
    // The page asked for rides along, so signing in leads back to it (admin-login-return.spec).
    const back = path === '/dashboard' ? '' : `?redirect=${encodeURIComponent(path)}`;
    await expect(page, path).toHaveURL(`/login${back}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace Admin');
  }
});

test('both fields are required, with inline French messages', async ({ page }) => {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("L'adresse e-mail est obligatoire.")).toBeVisible();
  await expect(page.getByText('Le mot de passe est obligatoire.')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a wrong password shows "Email ou mot de passe incorrect."', async ({ page }) => {
  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
});

test('the right password opens the dashboard, the session survives a reload and no token reaches the page', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome);
  await expect(page.getByRole('link', { name: /Gérer Articles/ }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.goto('/login');
  await expect(page).toHaveURL('/dashboard');

  const pageSees = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: JSON.stringify(localStorage),
  }));
  expect(pageSees.cookie).not.toMatch(/mc_|token|eyJ/i);
  expect(pageSees.storage).not.toMatch(/token|eyJ/i);
  const sessionCookies = (await context.cookies()).filter((cookie) =>
    cookie.name.startsWith('mc_'),
  );
  expect(sessionCookies.map((cookie) => cookie.name).sort()).toEqual(['mc_access', 'mc_refresh']);
  for (const cookie of sessionCookies) {
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
  }
  const html = await page.content();
  for (const cookie of sessionCookies) expect(html).not.toContain(cookie.value);
});

test('the sidebar highlights the current module and Déconnexion closes the dashboard again', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Administration' });
  await sidebar.getByRole('link', { name: 'Gérer Produits' }).click();
  await expect(page).toHaveURL('/dashboard/produits');
  await expect(sidebar.getByRole('link', { name: 'Gérer Produits' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The list has loaded: signing out while its loader still runs gets that loader a 401 (the
  // session is over), which the browser reports; a test of another race (admin-session-errors).
  await expect(page.getByRole('table')).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test('the session survives an expired access token through a refresh that rotates the cookies', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page).toHaveURL('/dashboard');
  const before = (await context.cookies()).find((cookie) => cookie.name === 'mc_refresh')?.value;
  await expireAccessCookie(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome);
  await expect(page.getByText(/\d+ articles? dont/)).toBeVisible();
  const after = (await context.cookies()).find((cookie) => cookie.name === 'mc_refresh')?.value;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
});
