import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '#server/log/logger.ts';
import { readBodyFirst, readsBodyFirst } from './body-first.ts';
import type { NodeHandler } from './node-handler.ts';
import { overloadedHtml, overloadedJson, tooManyHtml, tooManyJson } from './overloaded.ts';
import {
  apiJsonBodyLimit,
  declaresTooMuch,
  protocolRelativeFix,
  serverFunctionBounds,
  tooLargeBody,
} from './request-bounds.ts';
import type { Refusal, WorkLane } from './work-lanes.ts';

export interface SiteGateOptions {
  /** `api`: anonymous calls of the REST API under /api (its stored images are static files). */
  lanes: { public: WorkLane; api: WorkLane; staff: WorkLane };
  /** The client's address (TRUST_PROXY): its fair share of the anonymous lanes. */
  addressOf: (request: IncomingMessage) => string;
  /**
   * Told of every refusal, with the address and the request (counted and logged once per
   * interval; the connection of an address refused too often is held, refusal-hold.ts).
   */
  onRefused?: (address: string, reason: Refusal, request: IncomingMessage) => void;
  /** Whether the request carries a genuine staff session (checked without reading the body). */
  isStaff: (request: IncomingMessage) => boolean | Promise<boolean>;
  /** Static files (hashed assets, public files, stored images): cheap, never queued. */
  isStaticFile: (pathname: string) => boolean;
  /** Told of every request that goes into a lane. */
  onLaneWork?: () => void;
  retryAfterSeconds: number;
  /**
   * An anonymous request's small body is read before it may take a slot, within this time (else
   * 408): a client trickling a body byte by byte holds a socket, never a slot (body-first.ts).
   */
  bodyDeadlineMs: number;
  /** Headers every response of ours carries (the security headers of non-HTML responses). */
  baseHeaders: string[];
}

const slowBodyJson = JSON.stringify({
  error: {
    code: 'request_timeout',
    message: 'Requête trop lente : le corps n’est pas arrivé à temps.',
  },
});

/**
 * The load balancer's and the operator's checks (/api/health, /live, /ready): a `select 1` at
 * most, and never queued nor refused behind anyone's requests. Counted in a lane, they shared the
 * proxy's address with its traffic: an instance carrying the load answered them 429, and HAProxy
 * took the last healthy instance out (the cluster test's SIGKILL under load).
 */
const isHealthCheck = (pathname: string) =>
  pathname === '/api/health' || pathname.startsWith('/api/health/');

/**
 * The front of the site for everything the page cache did not answer
 * (docs/decisions/011-bounded-requests.md): refuses what must not be read (oversized server
 * function bodies and payloads, protocol-relative targets), then runs the rest in a bounded work
 * lane — staff in their own — and answers 503 with Retry-After when the lane is full.
 */
export function createSiteGate(options: SiteGateOptions) {
  function send(response: ServerResponse, status: number, headers: string[], body = ''): void {
    const all = [...options.baseHeaders, ...headers, 'cache-control', 'no-store'];
    all.push('content-length', String(Buffer.byteLength(body)));
    response.writeHead(status, all).end(body);
  }

  /** Refused before any work: the unread body is left on the wire and the connection closed. */
  function refuseUnread(response: ServerResponse, status: number, body: string): void {
    send(response, status, ['content-type', 'application/json', 'connection', 'close'], body);
  }

  /**
   * 503 when the lane is full (everyone waits), 429 when this address already holds its share
   * (the others do not); a page for browsers, JSON for the rest, with Retry-After.
   */
  function refuse(request: IncomingMessage, response: ServerResponse, reason: Refusal): void {
    const html = /text\/html/.test(request.headers.accept ?? '');
    const type = html ? 'text/html; charset=utf-8' : 'application/json';
    const headers = ['content-type', type, 'retry-after', String(options.retryAfterSeconds)];
    if (request.method !== 'GET' && request.method !== 'HEAD') headers.push('connection', 'close');
    if (reason === 'share') send(response, 429, headers, html ? tooManyHtml : tooManyJson);
    else send(response, 503, headers, html ? overloadedHtml : overloadedJson);
  }

  /** `maxBodyBytes`: what an anonymous body may weigh (its server function's bound, or the API's). */
  async function runInLane(
    request: IncomingMessage,
    response: ServerResponse,
    next: NodeHandler,
    maxBodyBytes: number,
    anonymousLane: WorkLane,
  ): Promise<void> {
    const staff = await options.isStaff(request);
    const lane = staff ? options.lanes.staff : anonymousLane;
    // Staff keep their own lane, shared by them alone (no share per address).
    const address = staff ? undefined : options.addressOf(request);
    const refused = (reason: Refusal) => {
      if (address !== undefined) options.onRefused?.(address, reason, request);
      if (reason !== 'left' && !response.destroyed) refuse(request, response, reason);
    };
    if (address !== undefined && lane.refuseOverShare(address)) return refused('share');
    if (!staff && readsBodyFirst(request)) {
      const read = await readBodyFirst(request, maxBodyBytes, options.bodyDeadlineMs);
      if (read.kind === 'too-large') {
        return refuseUnread(response, 413, tooLargeBody(maxBodyBytes, 'body'));
      }
      if (read.kind === 'too-slow') return refuseUnread(response, 408, slowBodyJson);
      if (read.kind === 'gone') return;
      // srvx reads a request's `rawBody` when there is one (its Node adapter).
      Object.assign(request, { rawBody: read.body });
    }
    const left = new AbortController();
    const onClose = () => left.abort();
    response.once('close', onClose);
    const admission = await lane.acquire({ address, abandoned: left.signal });
    response.off('close', onClose);
    if ('refused' in admission) return refused(admission.refused);
    const { release } = admission;
    if (response.destroyed) {
      release();
      return;
    }
    response.once('close', release);
    next(request, response);
  }

  return (request: IncomingMessage, response: ServerResponse, next: NodeHandler): void => {
    const target = request.url ?? '/';
    const sameSite = protocolRelativeFix(target);
    if (sameSite !== undefined) {
      send(response, 308, ['location', sameSite]);
      return;
    }
    const mark = target.indexOf('?');
    const pathname = mark === -1 ? target : target.slice(0, mark);
    const bounds = serverFunctionBounds(pathname);
    if (bounds && mark !== -1 && target.length - mark - 1 > bounds.maxQueryBytes) {
      refuseUnread(response, 413, tooLargeBody(bounds.maxQueryBytes, 'query'));
      return;
    }
    if (bounds && declaresTooMuch(request.headers['content-length'], bounds.maxBodyBytes)) {
      refuseUnread(response, 413, tooLargeBody(bounds.maxBodyBytes, 'body'));
      return;
    }
    if (options.isStaticFile(pathname) || isHealthCheck(pathname)) {
      next(request, response);
      return;
    }
    options.onLaneWork?.();
    const anonymousLane = pathname.startsWith('/api/') ? options.lanes.api : options.lanes.public;
    const maxBodyBytes = bounds?.maxBodyBytes ?? apiJsonBodyLimit(pathname);
    runInLane(request, response, next, maxBodyBytes, anonymousLane).catch((error: unknown) => {
      log().error(
        { event: 'request.failed', requestId: request.headers['x-request-id'], err: error },
        'request failed',
      );
      if (!response.headersSent) send(response, 500, []);
      else response.end();
    });
  };
}
