import type { ProductRow } from '#server/db/repositories/products.repository.ts';
import { ApiError } from '../plumbing/errors.ts';

/** 409 for a save based on a version someone else has replaced since (docs/decisions/002). */
export const staleVersion = () =>
  new ApiError(
    409,
    'stale_version',
    "Ce produit a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert.",
  );

/**
 * Fails early (before images are processed) when the loaded row is already newer than the
 * editor's version. The UPDATE re-checks in the same statement: this only saves work.
 */
export function assertVersion(current: ProductRow, expected: Date | undefined): void {
  if (expected && current.modifie_le.getTime() !== expected.getTime()) throw staleVersion();
}
