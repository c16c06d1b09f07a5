import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { chatHref, telHref } from '#app/lib/navigation.ts';
import { shops, site } from '#config';
import { expect, test, waitForHydration } from './fixtures.ts';

/** SPEC §2 static pages: each heading and the sections a visitor comes for. */
const pages = [
  {
    path: '/engagements',
    h1: 'Nos engagements',
    sections: ['Ce à quoi nous nous engageons', /^Une question sur nos engagements/],
  },
  {
    path: '/services',
    h1: 'Nos services',
    sections: ['Nos services essentiels', 'Urgences 24h/24', 'Un accompagnement à chaque étape'],
  },
  {
    path: '/location-materiel',
    h1: 'Location de matériel médical',
    sections: [
      'Le matériel disponible à la location',
      'Une location en cinq étapes',
      'Nos services de location',
      'Louer près de chez vous',
    ],
  },
  {
    path: '/magasins',
    h1: 'Nos magasins',
    sections: [...shops.map((shop) => shop.name), 'Préparer votre visite'],
  },
  {
    path: '/mentions-legales',
    h1: 'Mentions légales',
    sections: ['Sommaire', '1. Éditeur du site', '2. Hébergement', '5. Information médicale'],
  },
  {
    path: '/politique-confidentialite',
    h1: 'Politique de confidentialité',
    sections: [
      'Sommaire',
      '1. Responsable du traitement',
      '3. Statistiques de fréquentation',
      '7. Durées de conservation',
    ],
  },
  {
    path: '/conditions-utilisation',
    h1: "Conditions d'utilisation",
    sections: ['Sommaire', '4. Commandes et devis', '5. Location de matériel'],
  },
] satisfies readonly { path: string; h1: string; sections: readonly (string | RegExp)[] }[];

const legalPaths = ['/mentions-legales', '/politique-confidentialite', '/conditions-utilisation'];

/** The `#id` targets of every in-page link in the main content. */
async function inPageAnchors(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="#"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.slice(1)));
}

for (const { path, h1, sections } of pages) {
  test(`${path} renders its heading, its sections and working in-page anchors`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(h1);
    for (const name of sections) {
      await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    for (const id of await inPageAnchors(page)) {
      await expect(page.locator(`[id="${id}"]`), `anchor #${id}`).toHaveCount(1);
    }
  });
}

test('/services: four tiles and the vital emergency number', async ({ page }) => {
  await page.goto('/services');
  const tiles = page.getByRole('region', { name: 'Nos services essentiels' }).getByRole('listitem');
  await expect(tiles).toHaveCount(4);
  const hrefs = await tiles
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/location-materiel', '/contact', '/magasins', telHref(site.phone)]);
  expect(telHref(site.phone)).toMatch(/^tel:\+216\d{8}$/);
  const titles = ['Location de matériel médical', 'Être rappelé', 'Nos magasins', 'Appeler'];
  for (const [index, title] of titles.entries()) {
    await expect(tiles.nth(index)).toContainText(title);
  }

  const emergency = page.getByRole('region', { name: 'Urgences 24h/24' });
  await expect(emergency.getByText('Urgences : 24h/24 7j/7')).toBeVisible();
  const samu = emergency.getByRole('link', { name: 'Appeler le 190 (SAMU)' });
  await expect(samu).toHaveAttribute('href', 'tel:190');
  await expect(
    emergency.getByRole('heading', { name: 'Urgence vitale : appelez le 190 (SAMU)' }),
  ).toBeVisible();
});

test('/engagements shows the claims and leads to /contact', async ({ page }) => {
  await page.goto('/engagements');
  await waitForHydration(page);
  const main = page.getByRole('main');
  for (const figure of [/^1977$/, /^40\+$/, /^2000\+$/, /^98\s%$/]) {
    await expect(main.getByText(figure)).toBeVisible();
  }
  await main.getByRole('link', { name: 'Contactez notre équipe' }).click();
  await expect(page).toHaveURL('/contact');
});

test('/location-materiel: two shop cards with a rental chat link and a map link', async ({
  page,
}) => {
  await page.goto('/location-materiel');
  const region = page.getByRole('region', { name: 'Louer près de chez vous' });
  await expect(region.getByRole('article')).toHaveCount(2);
  for (const shop of shops) {
    const card = region.getByRole('article', { name: shop.name });
    const chat = card.getByRole('link', { name: new RegExp(`WhatsApp au ${shop.name}`) });
    const href = (await chat.getAttribute('href')) ?? '';
    expect(href.startsWith(`${chatHref(shop.chatNumber)}?text=`), href).toBe(true);
    expect(new URL(href).searchParams.get('text')).toContain('louer');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card.getByRole('link', { name: /Voir sur la carte/ })).toHaveAttribute(
      'href',
      shop.mapUrl,
    );
    await expect(card.locator(`a[href="${telHref(shop.phone)}"]`)).toHaveCount(1);
  }
});

const MedicalBusiness = v.object({
  '@type': v.literal('MedicalBusiness'),
  name: v.string(),
  url: v.pipe(v.string(), v.url()),
  telephone: v.string(),
  address: v.object({
    '@type': v.literal('PostalAddress'),
    streetAddress: v.pipe(v.string(), v.minLength(3)),
    addressCountry: v.literal('TN'),
  }),
  geo: v.object({
    '@type': v.literal('GeoCoordinates'),
    latitude: v.number(),
    longitude: v.number(),
  }),
  openingHoursSpecification: v.array(
    v.object({
      '@type': v.literal('OpeningHoursSpecification'),
      dayOfWeek: v.array(v.string()),
      opens: v.string(),
      closes: v.string(),
    }),
  ),
});

test('/magasins: two maps, chat links and MedicalBusiness JSON-LD per shop', async ({ page }) => {
  await page.goto('/magasins');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const maps = main.locator('iframe');
  await expect(maps).toHaveCount(2);
  for (const map of await maps.all()) {
    await expect(map).toHaveAttribute('title', /\S/);
    await expect(map).toHaveAttribute('loading', 'lazy');
  }
  for (const shop of shops) {
    const chat = main.getByRole('link', { name: new RegExp(`WhatsApp au ${shop.name}`) });
    const href = (await chat.getAttribute('href')) ?? '';
    expect(href.startsWith(chatHref(shop.chatNumber)), href).toBe(true);
    await expect(main.locator(`a[href="${telHref(shop.phone)}"]`).first()).toBeVisible();
    await expect(main.locator(`a[href="${shop.mapUrl}"]`)).toHaveCount(1);
  }

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const businesses = scripts
    .map((text) => v.safeParse(MedicalBusiness, JSON.parse(text)))
    .flatMap((result) => (result.success ? [result.output] : []));
  expect(businesses).toHaveLength(2);
  for (const [index, shop] of shops.entries()) {
    const business = businesses[index];
    expect(business?.telephone).toBe(shop.phone);
    expect(business?.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: shop.latitude,
      longitude: shop.longitude,
    });
    expect(business?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:30',
      closes: '18:30',
    });
  }
});

test('/politique-confidentialite states the four retention periods of SPEC §9', async ({
  page,
}) => {
  await page.goto('/politique-confidentialite');
  const retention = page.getByRole('table', { name: 'Durées de conservation des données' });
  for (const [data, period] of [
    [/Dossiers médicaux/, '20 ans minimum'],
    [/Données de contact/, '3 ans après le dernier contact'],
    [/Données de navigation/, '13 mois'],
    [/Cookies persistants/, 'de 1 mois à 2 ans'],
  ] as const) {
    await expect(retention.getByRole('row').filter({ hasText: data })).toContainText(period);
  }
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Politique de cookies' }),
  ).toHaveAttribute('href', '/cookies');
  await expect(page.getByRole('main').getByText(/INPDP/).first()).toBeVisible();
});

// Issue 38: both pages say what the site's own statistics measure, how, and the visitor's choices.
for (const [path, section] of [
  ['/politique-confidentialite', '3. Statistiques de fréquentation'],
  ['/cookies', 'Nos statistiques, sans cookie'],
] as const) {
  test(`${path} says what the cookie-less statistics measure and how`, async ({ page }) => {
    await page.goto(path);
    const text = page.getByRole('main').getByRole('region', { name: section, exact: true });
    await expect(text.getByRole('heading', { level: 2 })).toHaveText(section);
    for (const fact of [
      'Elles n’utilisent aucun cookie',
      'clics sur les liens WhatsApp et sur nos numéros de téléphone',
      'les recherches dans le catalogue',
      'l’ouverture des fiches produits',
      'au plus tard 48 heures après',
      'Votre adresse IP n’est jamais enregistrée',
      'conservés 90 jours',
      '« Ne pas me suivre » (Do Not Track) ou « Global Privacy Control »',
      'Les visites de notre équipe',
      'peuvent être entièrement désactivées',
    ]) {
      await expect(text).toContainText(fact);
    }
  });
}

for (const path of legalPaths) {
  test(`${path}: the table of contents scrolls to each section`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(
      page.getByRole('main').getByText(/^Dernière mise à jour : \d{1,2} \S+ \d{4}$/),
    ).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'Sommaire' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    const last = links.last();
    const target = (await last.getAttribute('href')) ?? '';
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });
}
