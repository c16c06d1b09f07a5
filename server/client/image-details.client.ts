/**
 * The images save of products and articles (issue 24; our extension of SPEC §7): gallery order,
 * main image, alt texts and focal points. Staff only; 409 `stale_version` like a save.
 */
import { ArticleSchema, ProductSchema } from '#domain/entities.schema.ts';
import type { ImagesUpdateBody } from '#domain/image-details.ts';
import type { RestClient } from './rest-client.ts';

export const putProductImages = (client: RestClient, id: number, body: ImagesUpdateBody) =>
  client.request(ProductSchema, 'PUT', `/crud/products/${id}/images`, { json: body, auth: true });

export const putArticleImages = (client: RestClient, id: number, body: ImagesUpdateBody) =>
  client.request(ArticleSchema, 'PUT', `/crud/articles/${id}/images`, { json: body, auth: true });
