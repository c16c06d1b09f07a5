/** The images save of a product or an article: one save through each one's usual path. */
import type { ImagesUpdateBody } from '#domain/image-details.ts';
import { findArticle } from '#server/db/repositories/articles.repository.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import { editArticle } from '../articles/article-writes.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { notFound } from '../plumbing/errors.ts';
import { applyUpdate } from '../products/product-update.ts';
import { assertVersion } from '../products/product-version.ts';
import { productImages } from '../products/product-write-steps.ts';
import { loadProduct } from '../products/product-writes.ts';
import { checkImagesUpdate } from './image-order.ts';

/**
 * Same lock, 409 rule, journal line and revision as a PATCH (product-update.ts). The thumbnail
 * follows the main image when it changes; an unchanged main image keeps its own thumbnail.
 */
export async function putProductImages(
  deps: ApiDeps,
  id: number,
  body: ImagesUpdateBody,
  actor: JournalActor,
) {
  const current = await loadProduct(deps.db, id);
  const expectedVersion = new Date(body.modifie_le);
  assertVersion(current, expectedVersion);
  const write = checkImagesUpdate(
    { main: current.image, gallery: current.galerie_json, all: productImages(current) },
    body,
  );
  const values = {
    image: write.main,
    image_miniature: write.main === current.image ? current.image_miniature : write.main,
    galerie_json: write.gallery,
    images_details: write.details,
  };
  return applyUpdate(deps, id, { values, slugInput: undefined, expectedVersion }, actor);
}

/** An article's main image is its `image_miniature` (SPEC §3). */
export async function putArticleImages(
  deps: ApiDeps,
  id: number,
  body: ImagesUpdateBody,
  actor: JournalActor,
) {
  const current = await findArticle(deps.db, { id }, false);
  if (!current) throw notFound('Article');
  const write = checkImagesUpdate(
    {
      main: current.image_miniature,
      gallery: current.galerie_json,
      all: [current.image_miniature, ...current.galerie_json],
    },
    body,
  );
  const input = {
    modifie_le: new Date(body.modifie_le),
    image_miniature: write.main,
    galerie_json: write.gallery,
    images_details: write.details,
  };
  return editArticle(deps.db, id, input, actor);
}
