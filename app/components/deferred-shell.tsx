import { createIsomorphicFn } from '@tanstack/react-start';
import { CookieBanner } from './cookie-banner.tsx';
import { deferred } from './deferred.tsx';
import { SiteFooter } from './site-footer.tsx';

// On the server, the components themselves; in the browser, nothing (Start's compiler drops the
// server branch and these imports from the browser bundle).
const onServer = createIsomorphicFn()
  .server(() => ({ CookieBanner, SiteFooter }))
  .client(() => ({ CookieBanner: null, SiteFooter: null }))();

/**
 * The consent banner, rendered by the server in every public page as it is, and hydrated once its
 * code has arrived (`import()` at hydration): until then its server HTML shows, and a visitor who
 * already chose never sees it (the choice hint hides it by CSS). Its code, and the consent
 * storage's, is not in the pages' initial JavaScript.
 */
export const DeferredCookieBanner = deferred(onServer.CookieBanner, () =>
  import('./cookie-banner.tsx').then((module) => module.CookieBanner),
);

/**
 * The footer, below the fold of every page: server-rendered as it is, hydrated once its code has
 * arrived (its links work as plain links until then). Not in the pages' initial JavaScript, and
 * not in the first hydration pass.
 */
export const DeferredSiteFooter = deferred(onServer.SiteFooter, () =>
  import('./site-footer.tsx').then((module) => module.SiteFooter),
);
