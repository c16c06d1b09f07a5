import type { Locator } from '@playwright/test';
import { monthOf, moveFocus } from '#domain/rental-calendar.ts';
import { rentalPhoneMessage } from '#domain/rental-phone.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { addDays, daysBetween } from '#domain/tunis-time.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { openBed, pickWithClicks, showMonthOf } from './rental-picker.ts';
import {
  bookAllUnits,
  cancelRental,
  demoBed,
  rentableProduct,
  tunisDayIn,
} from './rental-requests.ts';

const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** Moves the grid's focus with the keyboard (arrows, PageDown) to `day`, then presses Enter. */
async function pickWithKeyboard(dialog: Locator, day: string) {
  const current = dialog.locator('[data-day][tabindex="0"]');
  let focused = (await current.getAttribute('data-day')) ?? '';
  await current.focus();
  const page = dialog.page();
  while (monthOf(focused) < monthOf(day)) {
    await page.keyboard.press('PageDown');
    focused = moveFocus(focused, 'PageDown') ?? focused;
  }
  while (daysBetween(focused, day) >= 7) {
    await page.keyboard.press('ArrowDown');
    focused = addDays(focused, 7);
  }
  while (focused !== day) {
    const key = focused < day ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
    focused = moveFocus(focused, key) ?? day;
  }
  await expect(dialog.locator(`[data-day="${day}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
}

/** The form with a wrong phone first (refused in French, nothing lost), then sent. */
async function requestFromForm(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByRole('heading', { name: '2. Vos coordonnées' })).toBeFocused();
  await dialog.getByLabel('Nom *').fill('Amel Ben Salah');
  await dialog.getByLabel('Téléphone *').fill('12 34');
  await dialog.getByLabel('Magasin de retrait *').selectOption({ label: 'Magasin Lafayette' });
  await dialog.getByLabel('J’accepte d’être recontacté(e) au sujet de cette demande. *').check();
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  const phone = dialog.getByLabel('Téléphone *');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(new RegExp(rentalPhoneMessage.slice(0, 30)));
  await expect(dialog.getByLabel('Nom *')).toHaveValue('Amel Ben Salah');
  await phone.fill('98 750 750');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
}

/** The receipt: the reference, and the WhatsApp link whose text carries it, the bed and the dates. */
async function expectReceipt(dialog: Locator, debut: string, fin: string): Promise<string> {
  await expect(dialog.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  const reference = (await dialog.getByText(/^LOC-\d{4}-\d{4,}$/).textContent()) ?? '';
  expect(reference).toMatch(/^LOC-\d{4}-\d{4,}$/);
  await expect(dialog.getByText(/Nous vous rappelons pour confirmer/)).toBeVisible();
  await expect(dialog.getByText('420 DT', { exact: true })).toBeVisible();
  const href =
    (await dialog.getByRole('link', { name: /Écrire sur WhatsApp/ }).getAttribute('href')) ?? '';
  const chat = new URL(href);
  expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/21698750751');
  const text = chat.searchParams.get('text') ?? '';
  expect(text).toContain(reference);
  expect(text).toContain(demoBed);
  expect(text).toContain(`du ${frenchDay(debut)} au ${frenchDay(fin)}`);
  return reference;
}

/** The price of 3 weeks of the demo bed (140 DT a week). */
async function expectThreeWeeks(dialog: Locator) {
  const price = dialog.getByRole('region', { name: 'Prix de la location' });
  await expect(price).toContainText('(21 jours)');
  await expect(price).toContainText('Tarif : 3 semaines');
  await expect(price).toContainText('Total420 DT');
  await expect(price).toContainText('500 DT');
}

test('a visitor rents the bed for 3 weeks with clicks and sees the reference and WhatsApp link', async ({
  page,
}) => {
  const debut = tunisDayIn(150);
  const fin = addDays(debut, 20);
  const { louer, dialog } = await openBed(page);
  await pickWithClicks(dialog, debut);
  await pickWithClicks(dialog, fin);
  await expectThreeWeeks(dialog);
  await requestFromForm(dialog);
  const reference = await expectReceipt(dialog, debut, fin);
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(louer).toBeFocused();
  await cancelRental(page.request, reference);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same request with the keyboard, in a full-screen sheet', async ({ page }) => {
    const debut = tunisDayIn(190);
    const fin = addDays(debut, 20);
    const { dialog } = await openBed(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await pickWithKeyboard(dialog, debut);
    await expect(dialog.getByText(/choisissez le dernier jour \(au moins 7 jours\)/)).toBeVisible();
    await pickWithKeyboard(dialog, fin);
    await expectThreeWeeks(dialog);
    await requestFromForm(dialog);
    const reference = await expectReceipt(dialog, debut, fin);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await cancelRental(page.request, reference);
  });
});

test('a fully booked day is disabled and struck, and cannot be picked', async ({ page }) => {
  const bed = await rentableProduct(page.request, demoBed);
  const full = tunisDayIn(230);
  // The bed rents for 7 days at least, staff's reservations too.
  const booked = await bookAllUnits(page.request, bed, full, addDays(full, 6));
  try {
    const { dialog } = await openBed(page);
    await showMonthOf(dialog, full);
    const day = dialog.locator(`[data-day="${full}"]`);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await expect(day).toHaveAccessibleName(/complet/);
    await expect(day).toHaveCSS('text-decoration-line', 'line-through');
    // Reached with the keyboard, Enter picks nothing.
    await day.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Choisissez le premier jour de la location.')).toBeVisible();
    // The native fields take the same dates, and the same check refuses them.
    await dialog.getByLabel('Premier jour').fill(addDays(full, -3));
    await dialog.getByLabel('Dernier jour').fill(addDays(full, 10));
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Aucune unité n’est libre le');
  } finally {
    await cancelRental(page.request, booked.reference);
  }
});

test('units taken while the form is filled: back to the dates, refreshed, nothing typed lost', async ({
  page,
}) => {
  const bed = await rentableProduct(page.request, demoBed);
  const debut = tunisDayIn(270);
  const fin = addDays(debut, 20);
  const { dialog } = await openBed(page);
  await pickWithClicks(dialog, debut);
  await pickWithClicks(dialog, fin);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByLabel('Nom *').fill('Amel Ben Salah');
  await dialog.getByLabel('Téléphone *').fill('98 750 750');
  await dialog.getByLabel('Magasin de retrait *').selectOption({ label: 'Magasin Lafayette' });
  await dialog.getByLabel('J’accepte d’être recontacté(e) au sujet de cette demande. *').check();
  const booked = await bookAllUnits(page.request, bed, addDays(debut, 5), addDays(debut, 11));
  try {
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(dialog.getByRole('heading', { name: '1. Choisissez vos dates' })).toBeFocused();
    await expect(dialog.getByRole('alert')).toHaveText(rentalMessages.indisponible);
    await expect(dialog.locator(`[data-day="${addDays(debut, 5)}"]`)).toHaveAccessibleName(
      /complet/,
    );
    // Booked from the 5th to the 11th day after the start, then a day of cleaning.
    await pickWithClicks(dialog, addDays(debut, 13));
    await pickWithClicks(dialog, addDays(debut, 33));
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(dialog.getByLabel('Nom *')).toHaveValue('Amel Ben Salah');
    await expect(dialog.getByLabel('Téléphone *')).toHaveValue('98 750 750');
  } finally {
    await cancelRental(page.request, booked.reference);
  }
});

test('« Louer » in the catalogue’s popup and on the product page opens the same flow', async ({
  page,
}) => {
  const bed = await rentableProduct(page.request, demoBed);
  await page.goto(`/produits?produit=${bed.id}`);
  await waitForHydration(page);
  const popup = page.getByRole('dialog', { name: demoBed });
  const louer = popup.getByRole('button', { name: `Louer : ${demoBed}` });
  await louer.click();
  const rental = page.getByRole('dialog', { name: `Louer : ${demoBed}` });
  await expect(rental.getByRole('heading', { name: '1. Choisissez vos dates' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rental).toBeHidden();
  await expect(popup).toBeVisible();
  await expect(louer).toBeFocused();

  await page.goto(`/produits/${bed.slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Louer : ${demoBed}` }).click();
  await expect(rental.getByRole('heading', { name: '1. Choisissez vos dates' })).toBeVisible();
});
