import { serverLimits } from '#config';
import { statsBeaconLimits, statsBeaconPath } from '#domain/stats-events.ts';

/**
 * What a server function request may weigh (docs/decisions/011-bounded-requests.md): a body past
 * its limit is refused with 413 before it is read (Content-Length) or as soon as the count passes
 * it (chunked), and a GET payload past `maxQueryKilobytes` is refused before it is parsed.
 * Server function ids are `file--function` (vite.config.ts), so a limit can name its function.
 */
const serverFnBase = '/_serverFn/';
const { serverFunctions } = serverLimits;
const kilobyte = 1024;
const largeBodyFunctions: ReadonlySet<string> = new Set(serverFunctions.largeBodyFunctions);

/** The API's limit for a JSON body (server/api/app.ts), for anonymous bodies read first. */
export const maxJsonBodyBytes = 2 * 1024 * 1024;

/**
 * What a JSON body sent to this API path may weigh: the statistics beacon's small bound (issue
 * 38), else the API's. Applied by the site's gate (anonymous bodies read first) and the API.
 */
export function apiJsonBodyLimit(pathname: string): number {
  return pathname === statsBeaconPath ? statsBeaconLimits.maxBodyBytes : maxJsonBodyBytes;
}

export interface ServerFunctionBounds {
  maxBodyBytes: number;
  maxQueryBytes: number;
}

/** The bounds of a server function request, or undefined for any other path. */
export function serverFunctionBounds(pathname: string): ServerFunctionBounds | undefined {
  if (!pathname.startsWith(serverFnBase)) return undefined;
  const id = pathname.slice(serverFnBase.length);
  const bodyKilobytes = largeBodyFunctions.has(id)
    ? serverFunctions.largeBodyKilobytes
    : serverFunctions.maxBodyKilobytes;
  return {
    maxBodyBytes: bodyKilobytes * kilobyte,
    maxQueryBytes: serverFunctions.maxQueryKilobytes * kilobyte,
  };
}

/** A declared length past the limit (a malformed or absurd one counts as past it). */
export function declaresTooMuch(contentLength: string | undefined, maxBytes: number): boolean {
  if (contentLength === undefined) return false;
  const declared = Number(contentLength);
  return !Number.isSafeInteger(declared) || declared < 0 || declared > maxBytes;
}

const sizeLabel = (bytes: number) =>
  bytes >= kilobyte * kilobyte
    ? `${Math.round(bytes / kilobyte / kilobyte)} Mo`
    : `${Math.round(bytes / kilobyte)} Ko`;

/** The API's error shape, in French, for a body or payload past its limit. */
export function tooLargeBody(maxBytes: number, what: 'body' | 'query'): string {
  const message =
    what === 'body'
      ? `Requête trop volumineuse (${sizeLabel(maxBytes)} au maximum).`
      : `Paramètres de requête trop volumineux (${sizeLabel(maxBytes)} au maximum).`;
  return JSON.stringify({ error: { code: 'payload_too_large', message } });
}

/**
 * A request target that starts (once dot segments are resolved) with `//` or `/\` reads as another host to browsers: answered
 * here with a same-site path, never with an absolute URL built from the Host header (which the
 * client chooses). Undefined for any other target.
 */
export function protocolRelativeFix(target: string): string | undefined {
  if (/^\/[/\\]/.test(target)) return `/${target.replace(/^[/\\]+/, '')}`;
  // Dot segments resolve to the same thing (`/.//host/path`, `/%2e//host`, `/x/..//host`).
  if (!/(^|\/)(\.|%2e)/i.test(target)) return undefined;
  const resolved = new URL(target, 'http://site.invalid');
  if (!/^\/[/\\]/.test(resolved.pathname)) return undefined;
  return `/${resolved.pathname.replace(/^[/\\]+/, '')}${resolved.search}`;
}
