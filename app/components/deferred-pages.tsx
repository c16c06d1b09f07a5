import { createIsomorphicFn } from '@tanstack/react-start';
import { deferred } from './deferred.tsx';
import { ErrorPage } from './error-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

// On the server, the pages themselves; in the browser, nothing: Start's compiler drops the server
// branch and its imports from the browser bundle (a plain `import.meta.env.SSR` test would leave
// the static import, and the bundler would keep the pages in the entry chunk).
const serverPages = createIsomorphicFn()
  .server(() => ({ ErrorPage, NotFoundPage }))
  .client(() => ({ ErrorPage: null, NotFoundPage: null }));
const onServer = serverPages();

/**
 * The crash and not-found pages (SPEC §2), rendered by the server as they are, but downloaded by
 * the browser only on a page that shows one: they are not in every page's initial JavaScript.
 */
export const DeferredErrorPage = deferred(onServer.ErrorPage, () =>
  import('./error-page.tsx').then((module) => module.ErrorPage),
);

export const DeferredNotFoundPage = deferred(onServer.NotFoundPage, () =>
  import('./not-found-page.tsx').then((module) => module.NotFoundPage),
);
