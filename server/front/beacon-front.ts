import type { IncomingMessage, ServerResponse } from 'node:http';
import { statsBeaconLimits, statsBeaconPath } from '#domain/stats-events.ts';
import { log } from '#server/log/logger.ts';
import type { BeaconAnswer, BeaconBody, CollectBeacon } from '../http/beacon-call.ts';
import { readBodyFirst } from '../http/body-first.ts';
import { isCrossSite } from '../http/cross-site.ts';
import { declaresTooMuch, tooLargeBody } from '../http/request-bounds.ts';

export interface BeaconFrontOptions {
  collect: CollectBeacon;
  /** The client's address (TRUST_PROXY). */
  addressOf: (request: IncomingMessage) => string;
  /** Origins a browser's write may name besides the request's own host (the public SITE_URL). */
  trustedOrigins: readonly string[];
  /** Headers every response of ours carries (the security headers of non-HTML responses). */
  baseHeaders: string[];
  /** The body must have arrived within this time (else 408), as for the gate's anonymous bodies. */
  bodyDeadlineMs: number;
}

const { maxBodyBytes } = statsBeaconLimits;
const forbiddenOrigin = JSON.stringify({
  error: { code: 'forbidden_origin', message: 'Requête refusée : origine non autorisée.' },
});
const slowBody = JSON.stringify({
  error: {
    code: 'request_timeout',
    message: 'Requête trop lente : le corps n’est pas arrivé à temps.',
  },
});

const internalError = JSON.stringify({
  error: { code: 'internal_error', message: 'Erreur interne du serveur.' },
});

/** `POST /api/stats/events`, whatever the query string. */
export const isBeaconRequest = (request: IncomingMessage): boolean =>
  request.method === 'POST' && (request.url ?? '').split('?', 1)[0] === statsBeaconPath;

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** What the API's cross-site check refuses (server/http/cross-site.ts), read off node's headers. */
function isCrossSiteBeacon(request: IncomingMessage, trustedOrigins: readonly string[]): boolean {
  return isCrossSite(header(request, 'sec-fetch-site'), header(request, 'origin'), (origin) => {
    if (trustedOrigins.includes(origin)) return true;
    try {
      return new URL(origin).host === header(request, 'host');
    } catch {
      return false;
    }
  });
}

/**
 * The statistics beacon's fast path in production (issue 38): answered here, beside the page
 * cache, before the work lanes and the API's middleware, by the API's own collector. A beacon
 * costs what a cached page costs: a bounded body (4 Ko, read within the deadline), no database
 * read, an answer of a few bytes. Its flood limit is the collector's token bucket per address.
 */
export function createBeaconFront(options: BeaconFrontOptions) {
  function send(response: ServerResponse, answer: BeaconAnswer, close: boolean): void {
    if (response.headersSent || response.destroyed) return;
    const headers = [...options.baseHeaders, 'cache-control', 'no-store'];
    for (const [name, value] of Object.entries(answer.headers ?? {})) headers.push(name, value);
    if (close) headers.push('connection', 'close');
    if (answer.json === undefined) {
      response.writeHead(answer.status, headers).end();
      return;
    }
    const body = Buffer.from(answer.json);
    headers.push('content-type', 'application/json', 'content-length', String(body.length));
    response.writeHead(answer.status, headers).end(body);
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    if (declaresTooMuch(request.headers['content-length'], maxBodyBytes)) {
      send(response, { status: 413, json: tooLargeBody(maxBodyBytes, 'body') }, true);
      return;
    }
    if (isCrossSiteBeacon(request, options.trustedOrigins)) {
      send(response, { status: 403, json: forbiddenOrigin }, true);
      return;
    }
    let read = false;
    const readBody = async (): Promise<BeaconBody> => {
      read = true;
      const body = await readBodyFirst(request, maxBodyBytes, options.bodyDeadlineMs);
      if (body.kind === 'read') return { kind: 'read', text: body.body.toString('utf8') };
      if (body.kind === 'too-slow') send(response, { status: 408, json: slowBody }, true);
      return body.kind === 'too-large' ? body : { kind: 'gone' };
    };
    options
      .collect({
        address: options.addressOf(request),
        userAgent: header(request, 'user-agent'),
        dnt: header(request, 'dnt'),
        gpc: header(request, 'sec-gpc'),
        cookie: header(request, 'cookie'),
        host: header(request, 'host'),
        contentType: header(request, 'content-type'),
        readBody,
      })
      .then(
        // An unread body of unknown length is not left on the connection for the next request.
        (answer) => send(response, answer, answer.status === 413 || (!read && isChunked(request))),
        (error: unknown) => {
          log().error(
            { event: 'request.failed', requestId: request.headers['x-request-id'], err: error },
            'statistics beacon failed',
          );
          send(response, { status: 500, json: internalError }, true);
        },
      );
  };
}

const isChunked = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined && !request.complete;
