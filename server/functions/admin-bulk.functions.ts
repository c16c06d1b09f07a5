import { createServerFn } from '@tanstack/react-start';
import { ArticleBulkBodySchema, ProductBulkBodySchema } from '#domain/bulk-actions.schema.ts';
import { bulkArticles } from '../client/articles.client.ts';
import { bulkProducts } from '../client/products.client.ts';
import { actOrSignIn } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/**
 * Issue 24: one bulk action (or its undo, `restaurer`) on the products of the admin list. A refusal
 * comes back as a value (status, code, the API's French message: a 404 names the missing ids) so
 * the page keeps its selection; an ended session goes to /login. The API announces the change
 * (page caches), the page reloads its list.
 */
export const bulkEditProducts = createServerFn({ method: 'POST' })
  .validator(ProductBulkBodySchema)
  .handler(({ data }) => actOrSignIn(() => bulkProducts(sessionClient(), data)));

/** Issue 24: the same for the articles of the admin list. */
export const bulkEditArticles = createServerFn({ method: 'POST' })
  .validator(ArticleBulkBodySchema)
  .handler(({ data }) => actOrSignIn(() => bulkArticles(sessionClient(), data)));
