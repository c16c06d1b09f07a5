import { createServerFn } from '@tanstack/react-start';
import { log } from '#server/log/logger.ts';
import { listArticles } from '../client/articles.client.ts';
import { getLatestBackups } from '../client/backups.client.ts';
import { listCategories } from '../client/categories.client.ts';
import { isHttpError } from '../client/http-error.ts';
import { listProducts } from '../client/products.client.ts';
import type { RestClient } from '../client/rest-client.ts';
import { getTodo } from '../client/todo.client.ts';
import { rethrowForRoute } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/**
 * Issue 36 §8: the "À faire" counts (one API call, counted in SQL and bounded). If they cannot be
 * read the block says so and the rest of the dashboard shows; an ended session still signs out.
 */
async function readTodo(client: RestClient) {
  try {
    return await getTodo(client);
  } catch (error) {
    if (isHttpError(error, 401)) throw error;
    log().error(
      { event: 'dashboard.todo-failed', err: error },
      'dashboard to-do counts unavailable',
    );
    return null;
  }
}

/**
 * Counts for the dashboard tiles, as the administrator sees them (drafts and hidden items
 * included), and those of the "À faire" block.
 */
export const getDashboardSummary = createServerFn({ method: 'GET' }).handler(async () => {
  const client = sessionClient();
  try {
    const [articles, drafts, products, categories, todo] = await Promise.all([
      listArticles(client, { limit: 1 }, true),
      listArticles(client, { limit: 1, statut: 'brouillon' }, true),
      listProducts(client, { limit: 1 }, true),
      listCategories(client, { limit: 1 }, true),
      readTodo(client),
    ]);
    return {
      articles: articles.total,
      drafts: drafts.total,
      products: products.total,
      categories: categories.total,
      todo,
    };
  } catch (error) {
    rethrowForRoute(error);
  }
});

/** The dashboard's backup line (administrators: the API answers 403 to anyone else). */
export const getBackupStatus = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    return await getLatestBackups(sessionClient());
  } catch (error) {
    rethrowForRoute(error);
  }
});
