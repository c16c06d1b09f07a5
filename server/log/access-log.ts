import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { accessLogger } from './logger.ts';

const lengthOf = (header: unknown) => {
  const length = Number(header);
  return header === undefined || !Number.isInteger(length) ? null : length;
};

/** A request id we pass on as given: short, and only characters safe in a header and a log. */
const acceptableId = /^[\w.:-]{1,128}$/;

export interface AccessLogOptions {
  /** The route template (server/metrics/route-template.ts), never the raw address. */
  routeOf: (pathname: string) => string;
  /** The visitor's address as `TRUST_PROXY` resolves it. */
  addressOf: (request: IncomingMessage) => string;
  /** Whether the socket's peer is a proxy we trust (its X-Request-Id is then kept). */
  fromTrustedProxy: (request: IncomingMessage) => boolean;
  /** `hit` or `miss` when the page cache answered or rendered the page, else undefined. */
  cacheOf: (response: ServerResponse) => string | undefined;
  /** The staff member's id when the request carried a genuine session. */
  staffOf: (request: IncomingMessage) => string | undefined;
  /** Told of every request once done (the metrics): answered, or left by its client first. */
  done?: (done: FinishedRequest) => void;
}

export interface FinishedRequest {
  route: string;
  method: string | undefined;
  status: number;
  seconds: number;
  /** False when the client left before the whole answer was handed to the system. */
  answered: boolean;
}

/**
 * Gives every request an id (X-Request-Id from a trusted proxy, else a new one), returned in the
 * response and handed on to the API with the request's headers, and writes one `request` line
 * when the answer is sent, or a `request.aborted` debug line when the client left first. One
 * listener per request: this runs for every cached page too.
 */
export function createAccessLog(options: AccessLogOptions) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const given = request.headers['x-request-id'];
    const requestId =
      typeof given === 'string' && acceptableId.test(given) && options.fromTrustedProxy(request)
        ? given
        : randomUUID();
    request.headers['x-request-id'] = requestId;
    response.setHeader('X-Request-Id', requestId);
    const started = performance.now();
    response.once('close', () => {
      const url = request.url ?? '/';
      const query = url.indexOf('?');
      const route = options.routeOf(query === -1 ? url : url.slice(0, query));
      const seconds = (performance.now() - started) / 1000;
      const answered = response.writableFinished;
      const { method } = request;
      const status = response.statusCode;
      options.done?.({ route, method, status, seconds, answered });
      const logger = accessLogger();
      if (!logger.isLevelEnabled(answered ? 'info' : 'debug')) return;
      const line = {
        event: answered ? 'request' : 'request.aborted',
        requestId,
        method,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        // Known when the answer said its length (not for a streamed page).
        bytes: lengthOf(response.getHeader('content-length')),
        address: options.addressOf(request),
        staffUser: options.staffOf(request) ?? null,
        cache: options.cacheOf(response) ?? null,
      };
      if (answered) logger.info(line);
      else logger.debug(line);
    });
  };
}
