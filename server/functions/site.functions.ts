import { createServerFn } from '@tanstack/react-start';
import { getEnv } from '../../app.config';

/** What every page needs from the server's environment: the canonical base URL. */
export const getSiteContext = createServerFn({ method: 'GET' }).handler(() => ({
  siteUrl: getEnv().SITE_URL,
}));
