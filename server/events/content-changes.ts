import { log } from '#server/log/logger.ts';
/**
 * What visitors can see changed: every in-process cache (pages, PDF catalogue, home categories)
 * listens here. Published once per accepted write: by the API (server/api/app.ts) when it runs in
 * this process, by the REST client when it is another server (API_BASE_URL). Also when a
 * scheduled article goes live, and when another instance on the same PostgreSQL reports a write
 * (server/events/postgres-notify.ts).
 *
 * The listeners live on globalThis: the production server (scripts/start.ts) and the server
 * bundle it imports each load their own copy of this module, and both must share one bus.
 */
export const contentResources = [
  'products',
  'categories',
  'articles',
  'images',
  /** Reservations (issue 39): only /location-materiel shows them (its units free today). */
  'rentals',
  'all',
] as const;
export type ContentResource = (typeof contentResources)[number];

export interface ContentChange {
  resource: ContentResource;
  /** local: a write in this process; remote: another instance; schedule: a publication time. */
  origin: 'local' | 'remote' | 'schedule';
}

type Listener = (change: ContentChange) => void;

declare global {
  var __contentChangeListeners: Set<Listener> | undefined;
}

function listeners(): Set<Listener> {
  globalThis.__contentChangeListeners ??= new Set();
  return globalThis.__contentChangeListeners;
}

export function onContentChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function publishContentChange(change: ContentChange): void {
  for (const listener of listeners()) {
    try {
      listener(change);
    } catch (error) {
      // A listener's failure must never turn an accepted write into an error response.
      log().error({ event: 'content.listener-failed', err: error }, 'change listener failed');
    }
  }
}

/** The resource a successful write to an API path changes for visitors, if any. */
export function changedResource(
  method: string,
  path: string,
  /** The request's `mode` query parameter: the CSV import's preview (issue 24) writes nothing. */
  mode?: unknown,
): ContentResource | undefined {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined;
  if (mode === 'preview' && /^(?:\/api)?\/crud\/products\/import$/.test(path)) return undefined;
  // A reservation changes the units free today that /location-materiel shows (issue 39).
  if (/^(?:\/api)?\/rentals\b/.test(path)) return 'rentals';
  // A search synonym changes what the catalogue's searches find (issue 37 §3).
  if (/^(?:\/api)?\/crud\/search-synonyms\b/.test(path)) return 'products';
  // A restore from the Corbeille (/trash/{products|articles}/…) brings an item back to the site.
  const match = /^(?:\/api)?\/(?:(?:crud|trash)\/(products|categories|articles)|(images))\b/.exec(
    path,
  );
  const resource = match?.[1] ?? match?.[2];
  return resource === 'products' ||
    resource === 'categories' ||
    resource === 'articles' ||
    resource === 'images'
    ? resource
    : undefined;
}
