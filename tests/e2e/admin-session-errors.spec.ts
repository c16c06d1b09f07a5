import * as v from 'valibot';
import { signIn } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

// Issue 18 point 13: a session cookie that is not a session ends on /login, never in a 500.

const garbageCookies = [
  'mc_access=x; mc_refresh=y',
  'mc_access=x',
  'mc_access=eyJhbGciOiJIUzI1NiJ9.e30.x',
  'mc_access=%E0%A4%A; mc_refresh=%00',
];

const welcome = 'Bienvenue dans l’espace d’administration';
const SerializedRedirect = v.object({ isSerializedRedirect: v.literal(true), to: v.string() });

test('a garbage session cookie gets 401 from a server function and /login from a page load', async ({
  request,
}) => {
  for (const cookie of garbageCookies) {
    const call = await request.get('/_serverFn/dashboard--getDashboardSummary', {
      headers: { cookie, 'x-tsr-serverFn': 'true', 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(call.status(), `${cookie}: ${await call.text()}`).toBe(401);
    // The page's client follows this redirect to /login.
    expect(v.parse(SerializedRedirect, await call.json()).to).toBe('/login');
    expect(call.headers()['set-cookie'] ?? '').toMatch(/mc_access=;/);

    const page = await request.get('/dashboard/articles', {
      headers: { cookie },
      maxRedirects: 0,
    });
    expect(page.status(), cookie).toBe(307);
    expect(page.headers().location).toBe('/login');
  }
});

test.describe('a page whose session cookies turned to garbage', () => {
  test.use({
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
  });

  test('goes to /login on its next client-side navigation', async ({ page, context }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome);
    const url = new URL(page.url());
    await context.addCookies(
      ['mc_access', 'mc_refresh'].map((name) => ({
        name,
        value: 'garbage',
        domain: url.hostname,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax' as const,
      })),
    );
    const sidebar = page.getByRole('navigation', { name: 'Administration' });
    // A background call of the dashboard may meet the garbage first and already be on its way to
    // /login: the link is then gone, and the redirect is what this test is about.
    await sidebar
      .getByRole('link', { name: 'Gérer Articles' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/login(\?redirect=%2Fdashboard%2Farticles)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace Admin');
  });
});
