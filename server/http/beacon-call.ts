/**
 * A statistics beacon (issue 38) as the API's ingestion receives it, whoever read it off the wire:
 * the API's own route (Hono), or the production front's fast path (server/front/beacon-front.ts),
 * which answers beacons before the work lanes and the API's middleware.
 */

/** What the ingestion reads of the request: no Request object, no stream. */
export interface BeaconCall {
  /** The client's address as TRUST_PROXY resolves it (hashed, never kept). */
  address: string;
  userAgent: string | undefined;
  dnt: string | undefined;
  gpc: string | undefined;
  cookie: string | undefined;
  host: string | undefined;
  contentType: string | undefined;
  /** The body, read only when the beacon is to be counted (bounded by the caller). */
  readBody: () => Promise<BeaconBody>;
}

export type BeaconBody = { kind: 'read'; text: string } | { kind: 'too-large' } | { kind: 'gone' };

/** The answer: 204 (counted or not), or an error in the API's JSON shape. */
export interface BeaconAnswer {
  status: number;
  /** JSON `{ error: { code, message, … } }`, absent for 204. */
  json?: string;
  headers?: Record<string, string>;
}

/** Handles one beacon: the API of this process (server/api/stats/collect-beacon.ts). */
export type CollectBeacon = (call: BeaconCall) => Promise<BeaconAnswer>;
