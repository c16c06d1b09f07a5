import { createIsomorphicFn } from '@tanstack/react-start';
import { deferred } from '#app/components/deferred.tsx';
import { ProductMore } from './product-more.tsx';

// On the server, the component itself; in the browser, nothing (Start's compiler drops the
// server branch and its import from the browser bundle), as deferred-shell.tsx does.
const onServer = createIsomorphicFn()
  .server(() => ProductMore)
  .client(() => null)();

/**
 * The gallery, shops and related products of a product page (issue 37 §1): in the server's HTML
 * as they are, hydrated once their code has arrived, so it is not in the page's initial
 * JavaScript (the public budget, tests/e2e/js-budgets.ts).
 */
export const DeferredProductMore = deferred(onServer, () =>
  import('./product-more.tsx').then((module) => module.ProductMore),
);
