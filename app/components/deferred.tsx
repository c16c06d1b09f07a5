import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { LoadErrorBoundary } from './load-error-boundary.tsx';

/**
 * A component whose code the browser downloads (`import()`) only when it first renders it, while
 * the server renders it directly, so the HTML is the same. Both sides wrap it in its own Suspense
 * boundary: hydrating a page that shows it keeps the server's HTML until the code has arrived.
 *
 * `onServer` is the component itself on the server and null in the browser (through
 * `createIsomorphicFn`, see deferred-pages.tsx), so the browser bundle does not import it.
 */
export function deferred<P extends object>(
  onServer: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactNode {
  const Inner = onServer ?? lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    // A download that fails leaves this part out rather than taking the page down.
    return (
      <LoadErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <Inner {...props} />
        </Suspense>
      </LoadErrorBoundary>
    );
  };
}
