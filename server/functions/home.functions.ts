import { createServerFn } from '@tanstack/react-start';
import { log } from '#server/log/logger.ts';
import { getCachedHomeCategories } from './home-categories.server.ts';
import { publicClient } from './session.server.ts';

/** The home page's categories block, server-rendered from a server-side cache. */
export const getHomeCategories = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    return await getCachedHomeCategories(publicClient());
  } catch (error) {
    log().error({ event: 'home.categories-failed', err: error }, 'categories unavailable');
    return [];
  }
});
