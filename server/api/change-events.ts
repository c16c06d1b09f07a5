import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './context.ts';

/**
 * Successful writes the API itself accepted, whoever sent them (the site's REST client, a script,
 * a test calling /api directly), so in-process caches such as the PDF catalogue can drop what
 * changed. Another API process (API_BASE_URL) is not seen: those caches also expire by age.
 */
export type ChangedResource = 'products' | 'categories';
type Listener = (resource: ChangedResource) => void;

const listeners = new Set<Listener>();

export function onApiChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiChange(resource: ChangedResource): void {
  for (const listener of listeners) {
    try {
      listener(resource);
    } catch (error) {
      // A listener's failure must never turn an accepted write into an error response.
      console.error('[api] change listener failed', error);
    }
  }
}

/** Emits `resource` after every write (not GET/HEAD) of the routes it guards that succeeded. */
export const emitChangeAfterWrite =
  (resource: ChangedResource): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    await next();
    const isWrite = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (isWrite && !c.error && c.res.status < 400) emitApiChange(resource);
  };
