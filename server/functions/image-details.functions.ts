/**
 * The edit forms' "Images" panel (issue 24): the item's images with their details, and their
 * save (PUT …/{id}/images). Failures come back as data (SaveResult) for the panel to show.
 */
import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import type { Article, Product } from '#domain/entities.schema.ts';
import { editableImages, type ImageDetail, ImagesUpdateBodySchema } from '#domain/image-details.ts';
import { getArticle } from '../client/articles.client.ts';
import { putArticleImages, putProductImages } from '../client/image-details.client.ts';
import { getProduct } from '../client/products.client.ts';
import { getImagesBase } from '../client/transport.ts';
import { versionOf } from './admin-product-form.server.ts';
import { attempt, type SaveResult } from './article-form.server.ts';
import { sessionClient } from './session.server.ts';

export type ImagesOwnerKind = 'produit' | 'article';

/** What the panel edits: the images in gallery order (the main one first when outside it). */
export interface ImagesForEdit {
  version: string | null;
  main: string | null;
  images: ImageDetail[];
  imagesBase: string;
}

const Owner = v.object({
  kind: v.picklist(['produit', 'article']),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

function toImagesForEdit(item: Product | Article, main: string | null): ImagesForEdit {
  return {
    version: versionOf(item),
    main,
    images: editableImages(main, item.galerie_json, item.images_details),
    imagesBase: getImagesBase(),
  };
}

async function readImages(kind: ImagesOwnerKind, id: number): Promise<ImagesForEdit> {
  if (kind === 'produit') {
    const product = await getProduct(sessionClient(), id, true);
    return toImagesForEdit(product, product.image ?? product.image_miniature ?? null);
  }
  const article = await getArticle(sessionClient(), id, true);
  return toImagesForEdit(article, article.image_miniature ?? null);
}

export const loadImagesForEdit = createServerFn({ method: 'GET' })
  .validator(Owner)
  .handler(
    ({ data }): Promise<SaveResult<ImagesForEdit>> => attempt(() => readImages(data.kind, data.id)),
  );

/** Saves order, main image, alt texts and focal points; answers the images as saved. */
export const saveImageDetails = createServerFn({ method: 'POST' })
  .validator(v.object({ ...Owner.entries, body: ImagesUpdateBodySchema }))
  .handler(
    ({ data }): Promise<SaveResult<ImagesForEdit>> =>
      attempt(async () => {
        if (data.kind === 'produit') {
          const product = await putProductImages(sessionClient(), data.id, data.body);
          return toImagesForEdit(product, product.image ?? null);
        }
        const article = await putArticleImages(sessionClient(), data.id, data.body);
        return toImagesForEdit(article, article.image_miniature ?? null);
      }),
  );
