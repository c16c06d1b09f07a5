import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyToApi } from '#server/http/api-proxy.ts';

/** The other server: echoes what it received, and says it is not ready. */
let upstream: Server;
let apiBase = '';

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url === '/api/health/ready') {
      res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"status":"unavailable"}');
      return;
    }
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      const echo = {
        method: req.method,
        url: req.url,
        forwardedFor: req.headers['x-forwarded-for'],
        authorization: req.headers.authorization,
        body: Buffer.concat(body).toString(),
      };
      res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify(echo));
    });
  });
  await new Promise<void>((ready) => upstream.listen(0, '127.0.0.1', ready));
  apiBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((done) => upstream.close(() => done())));

describe('proxyToApi (API_BASE_URL)', () => {
  it('passes a call through: method, path under /api, query, headers, body, visitor address', async () => {
    const request = new Request('http://site.tn/api/crud/categories?limit=5', {
      method: 'POST',
      headers: { authorization: 'Bearer jeton', connection: 'keep-alive' },
      body: '{"nom":"Lits"}',
    });
    const answer = await proxyToApi(request, apiBase, '203.0.113.7');
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({
      method: 'POST',
      url: '/api/crud/categories?limit=5',
      forwardedFor: '203.0.113.7',
      authorization: 'Bearer jeton',
      body: '{"nom":"Lits"}',
    });
  });

  it("answers with the other server's readiness", async () => {
    const answer = await proxyToApi(
      new Request('http://site.tn/api/health/ready'),
      apiBase,
      undefined,
    );
    expect(answer.status).toBe(503);
  });

  it('answers 502 with a French message when the other server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((ready) => closed.listen(0, '127.0.0.1', ready));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((done) => closed.close(() => done()));
    const answer = await proxyToApi(
      new Request('http://site.tn/api/crud/products'),
      `http://127.0.0.1:${port}/api`,
      undefined,
    );
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      error: {
        code: 'api_unreachable',
        message: 'Le serveur de données ne répond pas. Réessayez dans un instant.',
      },
    });
  });
});
