import { findCategory } from '#server/db/repositories/categories.repository.ts';
import type { ProductRow } from '#server/db/repositories/products.repository.ts';
import { htmlToText, sanitizeHtml } from '#server/html/sanitize-html.ts';
import { isSafeImagePath } from '#server/storage/image-storage.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { isUniqueViolation, rethrowDatabaseError } from '../plumbing/db-errors.ts';
import { ApiError } from '../plumbing/errors.ts';

const retryable = ['products_slug_unique', 'products_reference_unique'] as const;

export async function ensureCategory(deps: ApiDeps, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await findCategory(deps.db, id))) {
    throw new ApiError(422, 'validation_failed', 'Catégorie introuvable.', {
      fields: { categorie_id: 'catégorie introuvable' },
    });
  }
}

/** description_html is sanitised; description is always its plain text (SPEC §3 display form). */
export function descriptions(html: string | null | undefined, text?: string | null) {
  if (html === undefined && text === undefined) return {};
  const source = html ?? text ?? null;
  if (source === null) return { description: null, description_html: null };
  const clean = sanitizeHtml(source);
  return { description: htmlToText(clean) || null, description_html: clean || null };
}

export async function withImages<T>(
  deps: ApiDeps,
  paths: string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The row was not written: the files just stored would be orphans.
    await Promise.all(paths.map((path) => deps.storage.delete(path).catch(() => undefined)));
    throw error;
  }
}

/**
 * Runs a write's transaction again when a concurrent writer took the slug or generated
 * reference (the failed attempt, journal line included, was rolled back).
 */
export async function retryOnUnique<T>(
  attempt: () => Promise<T>,
  autoReference: boolean,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const canRetry =
        tries < 5 && isUniqueViolation(error, autoReference ? retryable : ['products_slug_unique']);
      if (!canRetry) rethrowDatabaseError(error);
    }
  }
}

/** Every stored image a product refers to. */
export const productImages = (row: ProductRow) => [
  row.image,
  row.image_miniature,
  ...row.galerie_json,
];

/**
 * The stored images a create names (a duplicated product's, issue 24): each must be one of our
 * stored paths with its bytes present, else 422 on `galerie_json` (a URL or a guessed path is
 * not an image of ours to share).
 */
export async function storedImages(deps: ApiDeps, paths: readonly string[]): Promise<string[]> {
  for (const path of paths) {
    const found = isSafeImagePath(path) ? await deps.storage.get(path) : null;
    if (!found) {
      const message = `image introuvable parmi les images enregistrées (${path.slice(0, 100)})`;
      throw new ApiError(
        422,
        'validation_failed',
        `Données invalides — galerie_json : ${message}`,
        {
          fields: { galerie_json: message },
        },
      );
    }
  }
  return [...new Set(paths)];
}
