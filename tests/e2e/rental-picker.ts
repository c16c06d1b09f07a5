import type { Locator, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures.ts';
import { demoBed } from './rental-requests.ts';

/**
 * The visitor's rental dialog on /location-materiel (issue 39), shared by the request spec and
 * the journey from the site to the desk.
 */

/** /location-materiel, « Louer » on `titre` (the bed unless told): the dialog on its dates step. */
export async function openBed(page: Page, titre = demoBed) {
  await page.goto('/location-materiel');
  await waitForHydration(page);
  const louer = page.getByRole('button', { name: `Louer : ${titre}` });
  await louer.click();
  const dialog = page.getByRole('dialog', { name: `Louer : ${titre}` });
  await expect(dialog.getByRole('heading', { name: '1. Choisissez vos dates' })).toBeVisible();
  return { louer, dialog };
}

/** Clicks « Mois suivant » up to the month of `day`. */
export async function showMonthOf(dialog: Locator, day: string) {
  for (let tries = 0; tries < 13; tries += 1) {
    if ((await dialog.locator(`[data-day="${day}"]`).count()) > 0) return;
    await dialog.getByRole('button', { name: 'Mois suivant' }).click();
  }
}

/** Clicks « Mois suivant » up to the month of `day`, then the day. */
export async function pickWithClicks(dialog: Locator, day: string) {
  await showMonthOf(dialog, day);
  await dialog.locator(`[data-day="${day}"]`).click();
}
