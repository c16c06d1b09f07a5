import * as v from 'valibot';
import { rentalAvailabilityMaxDays } from '#domain/rental-answers.schema.ts';
import { rentalStatuses } from '#domain/rental-status.ts';
import { rentalShopIds } from '#domain/rental-terms.ts';
import { daysBetween, isDay } from '#domain/tunis-time.ts';
import { ApiError } from '../plumbing/errors.ts';
import { limitParam, PageParam, SearchParam } from '../plumbing/input-fields.ts';

const DayParam = v.pipe(
  v.string('doit être une date AAAA-MM-JJ'),
  v.check(isDay, 'doit être une date AAAA-MM-JJ'),
);
const ProductParam = v.pipe(
  v.string('indiquez le produit'),
  v.regex(/^[1-9]\d{0,8}$/, 'doit être un identifiant numérique'),
  v.transform(Number),
);

/** GET /rentals/availability and /rentals/timeline: one product over [du, au]. */
export const RentalWindowQuery = v.object({ produit: ProductParam, du: DayParam, au: DayParam });

/** GET /rentals: the desk's filters (domain/rentals.schema.ts RentalListQuery). */
export const RentalListParams = v.object({
  statut: v.optional(v.picklist(rentalStatuses, 'statut inconnu')),
  produit: v.optional(ProductParam),
  boutique: v.optional(v.picklist(rentalShopIds, 'magasin inconnu')),
  du: v.optional(DayParam),
  au: v.optional(DayParam),
  q: SearchParam,
  telephone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, '40 caractères au plus'))),
  page: PageParam,
  limit: limitParam(20, 100),
});

/** 422 unless [du, au] is a window of at most rentalAvailabilityMaxDays days. */
export function checkWindow(du: string, au: string): void {
  const days = daysBetween(du, au) + 1;
  if (days < 1) {
    throw new ApiError(422, 'validation_failed', 'La date de fin doit suivre la date de début.', {
      fields: { au: 'doit suivre du' },
    });
  }
  if (days > rentalAvailabilityMaxDays) {
    const message = `La période demandée dépasse ${rentalAvailabilityMaxDays} jours.`;
    throw new ApiError(422, 'validation_failed', message, { fields: { au: message } });
  }
}
