import { expect, test, waitForHydration } from './fixtures.ts';
import { headingFor } from './public-routes.ts';

const header = [
  ['Accueil', '/'],
  ['Actualités', '/actualites'],
  ['Engagements', '/engagements'],
  ['Produits', '/produits'],
  ['Catalogue', '/catalogue'],
  ['Services', '/services'],
  ['Contact', '/contact'],
] as const;

const footer = [
  ['Location de matériel médical', '/location-materiel'],
  ['Examens médicaux', '/services'],
  ['Prévention', '/services'],
  ['Urgences', '/services'],
  ['Matériel médical', '/produits'],
  ['Mentions légales', '/mentions-legales'],
  ['Politique de confidentialité', '/politique-confidentialite'],
  ["Conditions d'utilisation", '/conditions-utilisation'],
  ['Cookies', '/cookies'],
] as const;

test.describe('header navigation (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every item leads to its page and is highlighted there', async ({ page }) => {
    await page.goto('/mentions-legales');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const [label, path] of header) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor(path));
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });
});

test('every footer link leads to a page with the right heading', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const contentInfo = page.getByRole('contentinfo');
  for (const [label, path] of footer) {
    await contentInfo.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor(path));
  }
});

test('the footer gives the company contact details and hours', async ({ page }) => {
  await page.goto('/');
  const contentInfo = page.getByRole('contentinfo');
  await expect(contentInfo.getByText('Centre Urbain Nord, Tunis 1082')).toBeVisible();
  await expect(contentInfo.locator('a[href^="tel:+216"]')).toHaveCount(1);
  await expect(contentInfo.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(contentInfo.getByText('Urgences : 24h/24 7j/7')).toBeVisible();
  await expect(contentInfo.getByText(/© 2024/)).toBeVisible();
  const social = contentInfo.getByRole('list', { name: 'Réseaux sociaux' }).getByRole('link');
  await expect(social).toHaveCount(3);
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens behind the toggle and closes when an item is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const desktopNav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(desktopNav).toBeHidden();
    const mobileNav = page.getByRole('navigation', { name: 'Navigation mobile' });
    await expect(mobileNav).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(mobileNav.getByRole('link')).toHaveCount(7);

    await mobileNav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor('/services'));
    await expect(mobileNav).toBeHidden();

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(mobileNav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
  });
});
