import { createIsomorphicFn } from '@tanstack/react-start';
import { statsMetaName } from '#domain/stats-beacon.ts';
import { getEnv } from '#env';
import { getImagesBase } from '../client/transport.ts';

export interface SiteContext {
  /** The canonical base URL (SITE_URL). */
  siteUrl: string;
  /** Where image files are fetched (SPEC §3: "{host}/images/"; the in-process API is at /api). */
  imagesBase: string;
  /** STATS (issue 38): `off` and the beacon sends nothing. The same for every visitor, so a page
   * from the page cache says it as well as a fresh one. */
  stats: 'on' | 'off';
}

/** The `<meta>` names the root route renders, so the browser reads the same values back. */
export const siteContextMeta = {
  siteUrl: 'site-url',
  imagesBase: 'images-base',
  stats: statsMetaName,
} as const;

const readMeta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/**
 * What every page needs from the server's environment. The server reads it from its environment;
 * the browser from the `<meta>` tags the server rendered in the page (root route's head), so no
 * request and no data-cache library are needed to hydrate any page. Both values are public (they
 * are in every page's links and image addresses already).
 */
export const getSiteContext = createIsomorphicFn()
  .server(
    (): SiteContext => ({
      siteUrl: getEnv().SITE_URL,
      imagesBase: getImagesBase(),
      stats: getEnv().STATS,
    }),
  )
  .client(
    (): SiteContext => ({
      siteUrl: readMeta(siteContextMeta.siteUrl) ?? window.location.origin,
      imagesBase: readMeta(siteContextMeta.imagesBase) ?? '/api/images',
      stats: readMeta(siteContextMeta.stats) === 'off' ? 'off' : 'on',
    }),
  );
