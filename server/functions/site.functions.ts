import { createServerFn } from '@tanstack/react-start';
import { getEnv } from '#env';
import { getImagesBase } from '../client/transport';

/**
 * What every page needs from the server's environment: the canonical base URL, and where image
 * files are fetched (SPEC §3: "{host}/images/"; the in-process API is served at /api).
 */
export const getSiteContext = createServerFn({ method: 'GET' }).handler(() => {
  const env = getEnv();
  return {
    siteUrl: env.SITE_URL,
    imagesBase: getImagesBase(),
  };
});
