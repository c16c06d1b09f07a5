import type { Page } from '@playwright/test';
import { rentalPhoneMessage, tunisianPhoneLabel } from '#domain/rental-phone.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { cancelAll, reserve, testPhone } from './rental-desk-arrange.ts';
import { rentableProduct, tunisDayIn } from './rental-requests.ts';

async function open(page: Page, path: string) {
  await startSession(page);
  await page.goto(path);
  await waitForHydration(page);
}

/** Accepts the question a status button asks (window.confirm), checking its words. */
function acceptQuestion(page: Page, question: string) {
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(question);
    void dialog.accept();
  });
}

const toaster = (page: Page) => page.locator('[data-sonner-toaster]');

test('a reservation taken by phone: French checks, nothing lost, price shown, confirmed then undone', async ({
  page,
}) => {
  const mattress = 'Matelas à air anti-escarres à cellules alternées';
  const nom = `Client téléphone ${unique()}`;
  await open(page, '/dashboard/locations/nouvelle');
  const form = page.getByRole('form', { name: 'Nouvelle réservation' });
  await form.getByRole('button', { name: 'Enregistrer la réservation' }).click();
  await expect(form.getByRole('alert')).toHaveText('Vérifiez les champs signalés.');
  await expect(form.getByText('Choisissez le matériel.')).toBeVisible();
  await expect(form.getByText(rentalMessages.nom)).toBeVisible();

  await form.getByLabel('Matériel').selectOption({ label: `${mattress} (5 unités)` });
  await form.getByLabel('Début').fill(tunisDayIn(40));
  await form.getByLabel('Fin', { exact: true }).fill(tunisDayIn(46));
  await form.getByLabel('Quantité').fill('2');
  await form.getByLabel('Nom du client').fill(nom);
  await form.getByLabel('Téléphone').fill('123');
  await form
    .getByLabel('Magasin', { exact: true })
    .selectOption({ label: 'Magasin Centre Urbain Nord' });
  await form.getByLabel('Note (facultatif)').fill('Appelle après 17 h');
  await form.getByRole('radio', { name: /^Demande/ }).check();
  // 7 days, 2 units: a week at 70 DT each.
  const price = form.getByRole('definition').filter({ hasText: '(1 semaine)' });
  await expect(price).toHaveText('140 DT (1 semaine)');
  await form.getByRole('button', { name: 'Enregistrer la réservation' }).click();
  await expect(form.getByText(rentalPhoneMessage)).toBeVisible();
  // Nothing typed is lost.
  await expect(form.getByLabel('Nom du client')).toHaveValue(nom);
  await expect(form.getByLabel('Note (facultatif)')).toHaveValue('Appelle après 17 h');

  const phone = testPhone();
  await form.getByLabel('Téléphone').fill(phone);
  await form.getByRole('button', { name: 'Enregistrer la réservation' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Réservation LOC-\d{4}-\d{4,}$/ });
  await expect(heading).toBeVisible();
  const reference = ((await heading.textContent()) ?? '').replace('Réservation ', '');
  await expect(toaster(page)).toContainText(`Réservation ${reference} enregistrée.`);
  const phoneLink = page.getByRole('link', {
    name: tunisianPhoneLabel(`+216${phone}`),
    exact: true,
  });
  await expect(phoneLink).toHaveAttribute('href', `tel:+216${phone}`);
  await expect(page.getByText('2 unités (n° ')).toBeVisible();
  await expect(page.getByText('Retenue jusqu’au')).toBeVisible();
  await expect(page.locator('main h1 + span')).toContainText('Demande');

  acceptQuestion(page, 'Confirmer cette réservation ?');
  await page.getByRole('button', { name: `Confirmer : ${reference}` }).click();
  await expect(toaster(page)).toContainText(`${reference} : Confirmée.`);
  await expect(page.locator('main h1 + span')).toContainText('Confirmée');
  await expect(page.getByText('Retenue jusqu’au')).toBeHidden();
  await toaster(page).getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(toaster(page)).toContainText(`${reference} : de nouveau Demande.`);
  await expect(page.locator('main h1 + span')).toContainText('Demande');
  await expect(page.getByRole('button', { name: `Confirmer : ${reference}` })).toBeVisible();
  // The page itself: the toast still fading in (Sonner's) is no part of it.
  await expectNoAxeViolations(page, 'main');

  acceptQuestion(page, 'Annuler cette réservation ?');
  await page.getByRole('button', { name: `Annuler la réservation : ${reference}` }).click();
  await expect(page.locator('main h1 + span')).toContainText('Annulée');
});

test('moving dates is refused when no unit is free, then accepted', async ({ page }) => {
  const chair = await rentableProduct(page.request, 'Fauteuil roulant électrique pliable');
  const mine = await reserve(page.request, chair, {
    debut: tunisDayIn(60),
    fin: tunisDayIn(62),
    nom: `Déplacement ${unique()}`,
  });
  const blocker = await reserve(page.request, chair, {
    debut: tunisDayIn(70),
    fin: tunisDayIn(72),
    nom: `Bloque ${unique()}`,
  });
  try {
    await open(page, `/dashboard/locations/${mine.id}`);
    const move = page.getByRole('region', { name: 'Déplacer les dates' });
    await move.getByLabel('Nouveau début').fill(tunisDayIn(71));
    await move.getByLabel('Nouvelle fin').fill(tunisDayIn(73));
    await move.getByRole('button', { name: 'Déplacer les dates' }).click();
    await expect(move.getByRole('alert')).toHaveText(rentalMessages.indisponible);
    await expect(move.getByLabel('Nouveau début')).toHaveValue(tunisDayIn(71));

    await move.getByLabel('Nouveau début').fill(tunisDayIn(80));
    await move.getByLabel('Nouvelle fin').fill(tunisDayIn(82));
    await move.getByRole('button', { name: 'Déplacer les dates' }).click();
    await expect(toaster(page)).toContainText(`${mine.reference} : du `);
    await expect(move.getByRole('alert')).toBeHidden();
    await expect(move.getByLabel('Nouveau début')).toHaveValue(tunisDayIn(80));
  } finally {
    await cancelAll(page.request, [mine.id, blocker.id]);
  }
});

test('filters find a reservation; a customer’s history is found by phone however it was typed', async ({
  page,
}) => {
  const concentrator = await rentableProduct(page.request, 'Concentrateur d’oxygène portable');
  const phone = testPhone();
  const nom = `Habitué ${unique()}`;
  const first = await reserve(page.request, concentrator, {
    debut: tunisDayIn(100),
    fin: tunisDayIn(102),
    nom,
    telephone: `+216 ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`,
  });
  const second = await reserve(page.request, concentrator, {
    debut: tunisDayIn(110),
    fin: tunisDayIn(112),
    nom,
    telephone: phone,
    statut: 'demande',
  });
  try {
    await open(page, '/dashboard/locations');
    const filter = page.getByRole('form', { name: 'Filtrer les locations' });
    await filter.getByLabel('Rechercher').fill(second.reference);
    await filter.getByRole('button', { name: 'Filtrer' }).click();
    const table = page.getByRole('table', { name: 'Réservations' });
    await expect(page.getByText('1 réservation', { exact: true })).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText([second.reference]);

    await filter.getByLabel('Rechercher').fill(nom);
    await filter.getByLabel('Statut').selectOption({ label: 'Confirmée' });
    await filter.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(/statut=confirmee/);
    await expect(table.getByRole('rowheader')).toHaveText([first.reference]);

    await table.getByRole('link', { name: first.reference }).click();
    const history = page.getByRole('list', { name: 'Autres locations du client' });
    await expect(history.getByRole('link', { name: second.reference })).toBeVisible();
    await page
      .getByRole('link', { name: `Toutes les locations du ${tunisianPhoneLabel(`+216${phone}`)}` })
      .click();
    await expect(
      page.getByText(`Les locations du client ${tunisianPhoneLabel(`+216${phone}`)}`),
    ).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText([second.reference, first.reference]);
  } finally {
    await cancelAll(page.request, [first.id, second.id]);
  }
});

test('the day: a departure on the dashboard home and at the top of the desk', async ({ page }) => {
  const chair = await rentableProduct(page.request, 'Fauteuil roulant pliant léger');
  const leaving = await reserve(page.request, chair, {
    debut: tunisDayIn(0),
    fin: tunisDayIn(2),
    nom: `Départ ${unique()}`,
  });
  try {
    await open(page, '/dashboard');
    const block = page.getByRole('region', { name: 'Locations du jour' });
    await expect(block.getByRole('link', { name: leaving.reference })).toBeVisible();
    await block.getByRole('link', { name: 'Ouvrir les locations' }).click();
    const day = page.getByRole('region', { name: /^Aujourd’hui/ });
    const departures = day.getByRole('region', { name: /^Départs/ });
    await expect(departures.getByRole('link', { name: leaving.reference })).toBeVisible();
    acceptQuestion(page, 'Le matériel a-t-il été remis au client ?');
    await departures
      .getByRole('button', { name: `Remettre au client : ${leaving.reference}` })
      .click();
    await expect(toaster(page)).toContainText(`${leaving.reference} : En cours.`);
    await expect(departures.getByRole('link', { name: leaving.reference })).toBeHidden();
    await toaster(page).getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(departures.getByRole('link', { name: leaving.reference })).toBeVisible();
  } finally {
    await cancelAll(page.request, [leaving.id]);
  }
});

test.describe('the planning', () => {
  /** Two reservations from `from` days ahead (each test its own days: they run side by side). */
  async function arrange(page: Page, from: number) {
    const walker = await rentableProduct(page.request, 'Déambulateur 4 roues avec siège');
    const confirmed = await reserve(page.request, walker, {
      debut: tunisDayIn(from),
      fin: tunisDayIn(from + 2),
      nom: `Planning ${unique()}`,
    });
    const held = await reserve(page.request, walker, {
      debut: tunisDayIn(from + 1),
      fin: tunisDayIn(from + 5),
      nom: `Attente ${unique()}`,
      statut: 'demande',
    });
    return { walker, confirmed, held };
  }

  test('on a wide screen: each reservation a bar linking to it, reachable by keyboard', async ({
    page,
  }) => {
    const { walker, confirmed, held } = await arrange(page, 120);
    try {
      await open(page, `/dashboard/locations/planning?produit=${walker.id}&du=${tunisDayIn(120)}`);
      const grid = page.getByRole('region', { name: `Planning de ${walker.titre}` });
      const bar = grid.getByRole('link', { name: new RegExp(`^${confirmed.reference}, `) });
      await expect(bar).toContainText(confirmed.reference);
      await expect(
        grid.getByRole('link', { name: new RegExp(`^${held.reference}, .*Demande`) }),
      ).toBeVisible();
      await bar.focus();
      await expect(bar).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: `Réservation ${confirmed.reference}` }),
      ).toBeVisible();
      await page.goBack();
      await page.getByRole('button', { name: 'Semaine suivante ›' }).click();
      await expect(page).toHaveURL(/du=\d{4}-\d{2}-\d{2}/);
      await expectNoAxeViolations(page);
    } finally {
      await cancelAll(page.request, [confirmed.id, held.id]);
    }
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a list of days says which units are out, held or free', async ({ page }) => {
      const { walker, confirmed, held } = await arrange(page, 140);
      try {
        await open(
          page,
          `/dashboard/locations/planning?produit=${walker.id}&du=${tunisDayIn(140)}`,
        );
        await expect(
          page.getByRole('region', { name: `Planning de ${walker.titre}` }),
        ).toBeHidden();
        const days = page.getByRole('list', { name: `Jours de ${walker.titre}` });
        const both = days
          .getByRole('listitem')
          .filter({ hasText: held.reference })
          .filter({ hasText: confirmed.reference });
        await expect(both.first()).toContainText('3 libres sur 5');
        await expect(both.first()).toContainText(`Réservée · ${confirmed.reference}`);
        await expect(both.first()).toContainText(`Demande en attente · ${held.reference}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(360);
        await expectNoAxeViolations(page);
      } finally {
        await cancelAll(page.request, [confirmed.id, held.id]);
      }
    });
  });
});
