/**
 * The server bundle's entry (dist/server/server.js): TanStack Start's handler, as its default
 * entry would make it, and the API of this process for the production front (scripts/start.ts
 * hands it to server/front), so both use the one copy of it the bundle holds.
 */
import {
  createServerEntry,
  createStartHandler,
  defaultStreamHandler,
} from '@tanstack/react-start/server';

export { openInProcessApi } from '#server/api/handler.ts';

export default createServerEntry({ fetch: createStartHandler(defaultStreamHandler) });
