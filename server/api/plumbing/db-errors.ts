import { PgCodes, pgErrorInfo } from '#server/db/pg-error.ts';
import { ApiError } from './errors.ts';

const uniqueMessages: Record<string, string> = {
  products_reference_unique: 'Cette référence est déjà utilisée par un autre produit.',
  products_slug_unique: 'Ce slug est déjà utilisé par un autre produit.',
  articles_slug_unique: 'Ce slug est déjà utilisé par un autre article.',
  categories_slug_unique: 'Ce slug est déjà utilisé par une autre catégorie.',
};

/** Rules the database keeps for rentals (migration 0024, docs/decisions/037): 409, in French. */
const rentalMessages: Record<string, string> = {
  products_rental_units_kept:
    'Des unités sont réservées à partir d’aujourd’hui : impossible de descendre sous ce nombre d’unités ou d’arrêter la location.',
  products_rentals_kept_on_delete:
    'Ce produit a des locations en cours ou à venir : annulez-les ou attendez leur retour avant de le supprimer.',
};

/**
 * A rental rule the database refused (409), whichever route hit it: the API's error handler asks
 * this of every error, so a delete, a bulk action or an import needs nothing of its own.
 */
export function rentalRuleError(error: unknown): ApiError | undefined {
  const info = pgErrorInfo(error);
  const message = rentalMessages[info?.constraint ?? ''];
  if (info?.code !== PgCodes.checkViolation || !message) return undefined;
  // The product form shows the terms' refusal beside its « Location » section.
  const fields =
    info.constraint === 'products_rental_units_kept' ? { location: message } : undefined;
  return new ApiError(409, 'conflict', message, fields ? { fields } : {});
}

/** Turns constraint violations into 409/422 answers; anything else is rethrown as is. */
export function rethrowDatabaseError(error: unknown): never {
  const info = pgErrorInfo(error);
  if (info?.code === PgCodes.uniqueViolation) {
    throw new ApiError(
      409,
      'conflict',
      uniqueMessages[info.constraint ?? ''] ?? 'Cette valeur est déjà utilisée.',
    );
  }
  if (info?.code === PgCodes.foreignKeyViolation) {
    throw new ApiError(422, 'validation_failed', 'Catégorie introuvable.', {
      fields: { categorie_id: 'catégorie introuvable' },
    });
  }
  const rentalRule = rentalRuleError(error);
  if (rentalRule) throw rentalRule;
  if (info?.code === PgCodes.checkViolation) {
    throw new ApiError(422, 'validation_failed', 'Valeur hors limites.');
  }
  throw error;
}

/** True when the error is a unique violation on one of the given constraints (worth a retry). */
export function isUniqueViolation(error: unknown, constraints: readonly string[]): boolean {
  const info = pgErrorInfo(error);
  return info?.code === PgCodes.uniqueViolation && constraints.includes(info.constraint ?? '');
}
