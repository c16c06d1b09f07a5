import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { RentalAvailabilitySchema } from '#domain/rental-answers.schema.ts';
import { startSession } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { cancelAll, reserve } from './rental-desk-arrange.ts';
import { openBed, pickWithClicks, showMonthOf } from './rental-picker.ts';
import { demoBed, rentableProduct, tunisDayIn } from './rental-requests.ts';

/**
 * Issue 39, end to end: a visitor asks for the bed for 3 weeks from today at 390 px; staff find
 * the request on the desk, confirm it, see it on the planning, hand it over and mark it returned
 * the same day: from the day after its cleaning day, the bed is free again on the planning and in
 * the visitor's picker. The bed's other units are taken meanwhile by another customer, so that
 * « free again » is something a visitor sees (the days were full).
 * Days on the bed: today … +20 (rental-request.spec.ts keeps to +150 … +300).
 */
const debut = tunisDayIn(0);
const fin = tunisDayIn(20);
const later = tunisDayIn(5);

/** Free units of the bed on `day`, as the visitor's picker reads them. */
async function freeOn(page: Page, produit: number, day: string) {
  const answer = await page.request.get('/api/rentals/availability', {
    params: { produit, du: day, au: day },
  });
  expect(answer.status()).toBe(200);
  return v.parse(RentalAvailabilitySchema, await answer.json()).jours[0]?.libres;
}

/** The visitor's request: dates picked, the form sent, the receipt with its WhatsApp link. */
async function visitorRequests(page: Page): Promise<string> {
  const { dialog } = await openBed(page);
  await pickWithClicks(dialog, debut);
  await pickWithClicks(dialog, fin);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByLabel('Nom *').fill('Visiteur Parcours');
  await dialog.getByLabel('Téléphone *').fill('22 333 444');
  await dialog.getByLabel('Magasin de retrait *').selectOption({ label: 'Magasin Lafayette' });
  await dialog.getByLabel('J’accepte d’être recontacté(e) au sujet de cette demande. *').check();
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  const reference = (await dialog.getByText(/^LOC-\d{4}-\d{4,}$/).textContent()) ?? '';
  expect(reference).toMatch(/^LOC-\d{4}-\d{4,}$/);
  const chat = dialog.getByRole('link', { name: /Écrire sur WhatsApp/ });
  const text = new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(text).toContain(reference);
  expect(text).toContain(demoBed);
  return reference;
}

/** One status button of the reservation's page, its question accepted. */
async function move(page: Page, label: string, reference: string, status: string) {
  page.once('dialog', (question) => void question.accept());
  await page.getByRole('button', { name: `${label} : ${reference}` }).click();
  await expect(page.locator('main h1 + span')).toContainText(status);
}

test('a visitor’s request for the bed, confirmed, handed over and returned: the days free up', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bed = await rentableProduct(page.request, demoBed);

  await page.setViewportSize({ width: 390, height: 844 });
  const reference = await visitorRequests(page);

  // Another customer takes the bed's three other units: those days are full.
  const others = await reserve(page.request, bed, {
    debut: tunisDayIn(1),
    fin,
    nom: 'Autre client',
    quantite: bed.location.unites - 1,
  });
  try {
    expect(await freeOn(page, bed.id, later)).toBe(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await startSession(page);
    await page.goto('/dashboard/locations');
    await waitForHydration(page);
    const filter = page.getByRole('form', { name: 'Filtrer les locations' });
    await filter.getByLabel('Rechercher').fill(reference);
    await filter.getByRole('button', { name: 'Filtrer' }).click();
    const table = page.getByRole('table', { name: 'Réservations' });
    await expect(table.getByRole('rowheader')).toHaveText([reference]);
    await table.getByRole('link', { name: reference }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Réservation ${reference}` }),
    ).toBeVisible();
    await expect(page.getByText('Demande du site')).toBeVisible();
    await move(page, 'Confirmer', reference, 'Confirmée');

    await page.goto(`/dashboard/locations/planning?produit=${bed.id}`);
    await waitForHydration(page);
    const grid = page.getByRole('region', { name: `Planning de ${demoBed}` });
    await expect(
      grid.getByRole('link', { name: new RegExp(`^${reference}, .*Confirmée`) }),
    ).toBeVisible();
    await grid.getByRole('link', { name: new RegExp(`^${reference}, `) }).click();

    await move(page, 'Remettre au client', reference, 'En cours');
    await move(page, 'Marquer retournée', reference, 'Retournée');

    // Back today: today and its cleaning day stay blocked, then the unit is free again.
    expect(await freeOn(page, bed.id, tunisDayIn(1))).toBe(0);
    expect(await freeOn(page, bed.id, later)).toBe(1);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/dashboard/locations/planning?produit=${bed.id}`);
    await waitForHydration(page);
    const days = page.getByRole('list', { name: `Jours de ${demoBed}` }).locator(':scope > li');
    // The return day and the cleaning day after it; none after.
    await expect(days.filter({ hasText: reference })).toHaveCount(2);
    await expect(days.filter({ hasText: `Nettoyage · ${reference}` })).toHaveCount(2);
    await expect(days.filter({ hasText: '1 libre sur 4' }).first()).toBeVisible();

    // The visitor's picker: the day, full before, can be picked again.
    await page.setViewportSize({ width: 390, height: 844 });
    const { dialog } = await openBed(page);
    await showMonthOf(dialog, later);
    const day = dialog.locator(`[data-day="${later}"]`);
    await expect(day).not.toHaveAttribute('aria-disabled', 'true');
    await expect(day).not.toHaveAccessibleName(/complet/);
  } finally {
    await cancelAll(page.request, [others.id]);
  }
});
