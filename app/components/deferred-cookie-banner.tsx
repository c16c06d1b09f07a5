import { createIsomorphicFn } from '@tanstack/react-start';
import { CookieBanner } from './cookie-banner';
import { deferred } from './deferred';

/**
 * The consent banner, rendered by the server in every public page as it is, and hydrated once its
 * code has arrived (`import()` at hydration): until then its server HTML shows, and a visitor who
 * already chose never sees it (the choice hint hides it by CSS). Its code, and the consent
 * storage's, is not in the pages' initial JavaScript.
 */
export const DeferredCookieBanner = deferred(
  createIsomorphicFn()
    .server(() => CookieBanner)
    .client(() => null)(),
  () => import('./cookie-banner').then((module) => module.CookieBanner),
);
