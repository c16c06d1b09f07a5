import type { AnyRouter } from '@tanstack/react-router';

/**
 * Resolves once the router has no load under way (at most `limitMs` later). Signing out waits for
 * it: a page's loaders still running when the session ends would meet a 401 (which the browser
 * reports as an error) for a page the visitor is leaving anyway.
 */
export function routerSettled(router: AnyRouter, limitMs = 3_000): Promise<void> {
  if (router.state.status === 'idle' && !router.state.isLoading) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const unsubscribe = router.subscribe('onResolved', done);
  });
}
