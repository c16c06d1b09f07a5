import { createServerFn } from '@tanstack/react-start';
import { listArticles } from '../client/articles.client.ts';
import { getLatestBackups } from '../client/backups.client.ts';
import { listCategories } from '../client/categories.client.ts';
import { listProducts } from '../client/products.client.ts';
import { getTodo } from '../client/todo.client.ts';
import { rethrowForRoute } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** Counts for the dashboard tiles, as the administrator sees them (drafts and hidden items included). */
export const getDashboardSummary = createServerFn({ method: 'GET' }).handler(async () => {
  const client = sessionClient();
  try {
    const [articles, drafts, products, categories] = await Promise.all([
      listArticles(client, { limit: 1 }, true),
      listArticles(client, { limit: 1, statut: 'brouillon' }, true),
      listProducts(client, { limit: 1 }, true),
      listCategories(client, { limit: 1 }, true),
    ]);
    return {
      articles: articles.total,
      drafts: drafts.total,
      products: products.total,
      categories: categories.total,
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

/** The dashboard's "À faire" block (issue 36 §8): one call, counts made in SQL and bounded. */
export const getDashboardTodo = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    return await getTodo(sessionClient());
  } catch (error) {
    rethrowForRoute(error);
  }
});
