import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBeaconFront, isBeaconRequest } from '#server/front/beacon-front.ts';
import type { BeaconAnswer, BeaconCall, CollectBeacon } from '#server/http/beacon-call.ts';

/** The fast path on a real node:http server; the collector records what it was handed. */
let server: Server;
let base: string;
let port: number;
const calls: { call: BeaconCall; body: unknown }[] = [];
let reads = true;
let answer: BeaconAnswer = { status: 204 };

const collect: CollectBeacon = async (call) => {
  const body = reads ? await call.readBody() : 'unread';
  calls.push({ call, body });
  return answer;
};

beforeAll(async () => {
  const front = createBeaconFront({
    collect,
    addressOf: (request) => String(request.headers['x-client'] ?? request.socket.remoteAddress),
    trustedOrigins: ['https://medical.tn'],
    baseHeaders: ['x-content-type-options', 'nosniff'],
    bodyDeadlineMs: 200,
  });
  server = createServer((request, response) => {
    if (isBeaconRequest(request)) front(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
});
beforeEach(() => {
  calls.length = 0;
  reads = true;
  answer = { status: 204 };
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/stats/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Firefox', ...headers },
    body,
  });

describe('the beacon fast path', () => {
  it('hands the collector the headers, the address and the body, and sends its answer', async () => {
    const response = await post('{"events":[]}', {
      'x-client': '203.0.113.9',
      dnt: '1',
      'sec-gpc': '1',
      cookie: 'mc_access=x',
      origin: 'https://medical.tn',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const [first] = calls;
    expect(first?.body).toEqual({ kind: 'read', text: '{"events":[]}' });
    expect(first?.call).toMatchObject({
      address: '203.0.113.9',
      userAgent: 'Firefox',
      dnt: '1',
      gpc: '1',
      cookie: 'mc_access=x',
      host: `127.0.0.1:${port}`,
      contentType: 'application/json',
    });
  });

  it('sends an error answer as the API would, with its headers', async () => {
    answer = {
      status: 429,
      json: '{"error":{"code":"too_many_requests","message":"Trop"}}',
      headers: { 'Retry-After': '3' },
    };
    const response = await post('{}');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Trop' },
    });
  });

  it('refuses a body declared over 4 Ko, and another site’s page, before the collector', async () => {
    const large = await post('x'.repeat(5_000));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({
      error: { code: 'payload_too_large', message: 'Requête trop volumineuse (4 Ko au maximum).' },
    });
    const elsewhere = await post('{}', { origin: 'https://ailleurs.example' });
    expect(elsewhere.status).toBe(403);
    const sameSite = await post('{}', { 'sec-fetch-site': 'same-site' });
    expect(sameSite.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('tells the collector of a streamed body past 4 Ko', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(5_000)));
        controller.close();
      },
    });
    await fetch(`${base}/api/stats/events`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(calls[0]?.body).toEqual({ kind: 'too-large' });
  });

  it('answers 408 to a body that does not arrive in time', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        { port, path: '/api/stats/events', method: 'POST', headers: { 'content-length': 100 } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write('{');
    });
    expect(status).toBe(408);
  });

  it('reads nothing when the collector does not ask for the body', async () => {
    reads = false;
    const response = await post('{"events":[]}');
    expect(response.status).toBe(204);
    expect(calls[0]?.body).toBe('unread');
  });

  it('takes only POST /api/stats/events', () => {
    const is = (method: string, url: string) =>
      isBeaconRequest(Object.assign(Object.create(null), { method, url }));
    expect(is('POST', '/api/stats/events')).toBe(true);
    expect(is('POST', '/api/stats/events?x=1')).toBe(true);
    expect(is('GET', '/api/stats/events')).toBe(false);
    expect(is('POST', '/api/stats/events/autre')).toBe(false);
  });
});
