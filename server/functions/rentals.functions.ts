import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { imageUrl } from '#domain/image-url.ts';
import { rentalAvailabilityMaxDays } from '#domain/rental-answers.schema.ts';
import type { RentalCalendar } from '#domain/rental-calendar.ts';
import { dinarLabel } from '#domain/rental-price.ts';
import {
  checkRentalRequest,
  type RentalSendResult,
  rentalCalendarFailed,
} from '#domain/rental-request.rules.ts';
import { type RentalTerms, rentalFromPerDay } from '#domain/rental-terms.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { addDays, daysBetween, isDay, tunisDay } from '#domain/tunis-time.ts';
import { getEnv } from '#env';
import { log } from '#server/log/logger.ts';
import { isHttpError } from '../client/http-error.ts';
import {
  getRentalAvailability,
  listRentableProducts,
  sendRentalRequest as postRentalRequest,
} from '../client/rentals.client.ts';
import { getImagesBase } from '../client/transport.ts';
import { rentalSendFailure } from './rental-send.server.ts';
import { publicClient } from './session.server.ts';

/** A rentable product as /location-materiel lists it (image URLs resolved). */
export interface RentalOffer {
  id: number;
  titre: string;
  slug: string;
  image: string;
  categorie: string | null;
  location: RentalTerms;
  /** « 15 DT »: the lowest price of a day (written here, so the page carries no price code). */
  aPartirDe: string;
  libresAujourdhui: number;
}

/**
 * Issue 39: the rentable equipment of /location-materiel, with today's free units. A failure
 * leaves the page's presentation standing: `failed` says the list could not be read.
 */
export const getRentalOffers = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ rows: RentalOffer[]; failed: boolean }> => {
    try {
      const { rows } = await listRentableProducts(publicClient());
      const base = getImagesBase();
      return {
        failed: false,
        rows: rows.map((row) => ({
          id: row.id,
          titre: row.titre,
          slug: row.slug,
          image: imageUrl(row.image_miniature ?? row.image, base),
          categorie: row.categorie_nom,
          location: row.location,
          aPartirDe: dinarLabel(rentalFromPerDay(row.location)),
          libresAujourdhui: row.libres_aujourdhui,
        })),
      };
    } catch (error) {
      log().error(
        { event: 'rentals.catalogue-failed', err: error },
        'rental catalogue unavailable',
      );
      return { rows: [], failed: true };
    }
  },
);

const CalendarQuery = v.object({
  produit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  du: v.pipe(v.string(), v.check(isDay)),
  au: v.pipe(v.string(), v.check(isDay)),
});

export type RentalCalendarResult =
  | { ok: true; calendar: RentalCalendar; terms: RentalTerms }
  | { ok: false; message: string };

/**
 * The date picker's days: free units per day over [du, au] (clamped to today and the API's
 * widest window), today in Tunis and RENTAL_MAX_DAYS, which the browser has no other way to know.
 */
export const getRentalCalendar = createServerFn({ method: 'GET' })
  .validator(CalendarQuery)
  .handler(async ({ data }): Promise<RentalCalendarResult> => {
    const today = tunisDay(Date.now());
    const du = data.du < today ? today : data.du;
    const widest = addDays(du, rentalAvailabilityMaxDays - 1);
    const au = data.au > widest ? widest : data.au;
    if (daysBetween(du, au) < 0) return { ok: false, message: rentalCalendarFailed };
    try {
      const answer = await getRentalAvailability(publicClient(), { produit: data.produit, du, au });
      const free: Record<string, number> = {};
      for (const { jour, libres } of answer.jours) free[jour] = libres;
      return {
        ok: true,
        terms: answer.location,
        calendar: { today, maxDays: getEnv().RENTAL_MAX_DAYS, terms: answer.location, free },
      };
    } catch (error) {
      if (isHttpError(error, 404)) return { ok: false, message: rentalMessages.introuvable };
      if (isHttpError(error) && error.status < 500 && error.apiMessage)
        return { ok: false, message: error.apiMessage };
      log().error({ event: 'rentals.availability-failed', err: error }, 'availability unavailable');
      return { ok: false, message: rentalCalendarFailed };
    }
  });

/** Shaped like a request: the contract's schema judges it in the handler, with French messages. */
const RequestDraft = v.object({
  produit_id: v.number(),
  debut: v.string(),
  fin: v.string(),
  nom: v.string(),
  telephone: v.string(),
  email: v.optional(v.string()),
  retrait: v.string(),
  boutique: v.optional(v.string()),
  adresse: v.optional(v.string()),
  note: v.optional(v.string()),
  consentement: v.boolean(),
  site_web: v.optional(v.string()),
});

/**
 * POST /rentals/requests for a visitor (issue 39). The public client carries the visitor's address,
 * so the API's per-address limits count visitors. Never throws for an API refusal: 409 → the
 * dates are gone, 422 → the fields' messages, 429 and the rest → a sentence; the form keeps all.
 */
export const sendRentalRequest = createServerFn({ method: 'POST' })
  .validator(RequestDraft)
  .handler(async ({ data }): Promise<RentalSendResult> => {
    const checked = checkRentalRequest(data);
    if (!checked.ok)
      return {
        ok: false,
        reason: 'champs',
        message: 'Vérifiez les champs signalés.',
        fieldErrors: checked.fieldErrors,
      };
    try {
      const receipt = await postRentalRequest(publicClient(), checked.value);
      return { ok: true, receipt };
    } catch (error) {
      return rentalSendFailure(error);
    }
  });
