import type { CollectBeacon } from '../http/beacon-call.ts';

/**
 * The REST API running in this process (no API_BASE_URL), as the production front uses it. The
 * server bundle opens it (app/server.ts `openInProcessApi`) and the entry script hands it to the
 * front: the bundle's copy is the one its routes and server functions use, so there is one
 * database per process.
 */
export interface InProcessApi {
  fetch(request: Request): Promise<Response>;
  /** The API's routes (`/api/crud/products/:id`…): the route label of GET /metrics. */
  routes: readonly { method: string; path: string }[];
  /** Whether a session token was signed by this API (the staff work lane). */
  isSignedByUs(token: string): boolean;
  /** Its statistics' ingestion (issue 38): the front answers beacons before the work lanes. */
  stats?: { collect: CollectBeacon };
  /** Stopping: GET /api/health/ready answers 503 from now on. */
  beginDrain(): void;
  /** The requests under way finish, then the database closes. */
  close(): Promise<void>;
}
