import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start';
import { DeferredErrorPage, DeferredNotFoundPage } from './components/deferred-pages.tsx';
import { routeTree } from './routeTree.gen.ts';

/**
 * The CSP nonce of this response (app/start.ts), stamped on the router's inline scripts. In the
 * browser it is read back from the `csp-nonce` meta the server rendered, so hydration agrees.
 */
const requestNonce = createIsomorphicFn()
  .server(() => {
    // Start also builds a router after the request's context has ended, to resolve the
    // `redirect({ to })` a server function threw (401 → /login); there is no page, so no nonce.
    // Letting `getGlobalStartContext` throw there turned every such redirect into a 500.
    try {
      return getGlobalStartContext()?.nonce;
    } catch {
      return undefined;
    }
  })
  .client(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content);

export function getRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: DeferredNotFoundPage,
    defaultErrorComponent: DeferredErrorPage,
    // Plain, readable query strings (?categoryId=3,5&page=2): values stay text, and each route's
    // valibot schema turns them into numbers where it means numbers.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
    ssr: { nonce: requestNonce() },
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
  interface StaticDataRouteOption {
    /** 'admin': the back-office layout replaces the public header and footer. */
    layout?: 'admin';
  }
}
