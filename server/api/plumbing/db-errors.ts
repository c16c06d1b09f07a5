import { PgCodes, pgErrorInfo } from '#server/db/pg-error.ts';
import { ApiError } from './errors.ts';

const uniqueMessages: Record<string, string> = {
  products_reference_unique: 'Cette référence est déjà utilisée par un autre produit.',
  products_slug_unique: 'Ce slug est déjà utilisé par un autre produit.',
  articles_slug_unique: 'Ce slug est déjà utilisé par un autre article.',
  categories_slug_unique: 'Ce slug est déjà utilisé par une autre catégorie.',
};

export const rentalUnitsKeptMessage =
  'Des unités sont réservées à partir d’aujourd’hui : impossible de descendre sous ce nombre d’unités ou d’arrêter la location.';

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
  // Issue 39: the trigger of migration 0024 keeps the units reserved from today on.
  if (info?.code === PgCodes.checkViolation && info.constraint === 'products_rental_units_kept') {
    throw new ApiError(409, 'conflict', rentalUnitsKeptMessage, {
      fields: { location: rentalUnitsKeptMessage },
    });
  }
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
