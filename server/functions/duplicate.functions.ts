import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import type { ArticleFields } from '#domain/article-fields.schema.ts';
import {
  copiedArticleFields,
  copiedProductFields,
  copiedProductImages,
} from '#domain/duplicate.rules.ts';
import { IdSchema } from '#domain/id.schema.ts';
import type { ProductAddFields } from '#domain/product-form.rules.ts';
import { getArticle } from '../client/articles.client.ts';
import { getProduct } from '../client/products.client.ts';
import { getImagesBase } from '../client/transport.ts';
import { toArticleFields } from './article-form.server.ts';
import { rethrowForRoute } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** The creation form of a copied article (issue 24 "Dupliquer"): nothing is saved yet. */
export interface ArticleCopy {
  source: string;
  fields: ArticleFields;
  imagesBase: string;
}

/** The add form of a copied product: its fields and the stored images it shares until changed. */
export interface ProductCopy {
  source: string;
  fields: ProductAddFields;
  images: string[];
}

/** "Dupliquer" an article: the original (drafts too) as a new draft to create. */
export const loadArticleCopy = createServerFn({ method: 'GET' })
  .validator(v.object({ id: IdSchema }))
  .handler(async ({ data }): Promise<ArticleCopy> => {
    try {
      const article = await getArticle(sessionClient(), data.id, true);
      return {
        source: article.titre,
        fields: copiedArticleFields(toArticleFields(article)),
        imagesBase: getImagesBase(),
      };
    } catch (error) {
      rethrowForRoute(error);
    }
  });

/** "Dupliquer" a product (inactive ones too): the add form pre-filled, images by path. */
export const loadProductCopy = createServerFn({ method: 'GET' })
  .validator(v.object({ id: IdSchema }))
  .handler(async ({ data }): Promise<ProductCopy> => {
    try {
      const product = await getProduct(sessionClient(), data.id, true);
      return {
        source: product.titre,
        fields: copiedProductFields({
          ...product,
          description_html: product.description_html ?? null,
        }),
        images: copiedProductImages(product.image, product.galerie_json),
      };
    } catch (error) {
      rethrowForRoute(error);
    }
  });
