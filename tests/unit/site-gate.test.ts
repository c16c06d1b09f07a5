import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSiteGate } from '#server/http/site-gate.ts';
import { WorkLane } from '#server/http/work-lanes.ts';

/** The gate on a real node:http server; "the site" behind it holds its responses until told. */
let server: Server;
let base: string;
let port: number;
let gate: ReturnType<typeof createSiteGate>;
const held: ServerResponse[] = [];
const reached: string[] = [];

/** Each test's requests only: one still queued in an earlier test's gate is turned away. */
let generation = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const sentDuring = generation;
    gate(request, response, (req, res) => {
      if (sentDuring !== generation) return void res.end();
      reached.push(`${req.method} ${req.url}`);
      if (req.url?.includes('/slow')) held.push(res);
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('done');
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const response of held.splice(0)) response.end();
  await new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
});

/** The gate of most tests: lanes of one slot, the address from a test header. */
const gateOptions = (): Parameters<typeof createSiteGate>[0] => ({
  lanes: {
    public: new WorkLane({ concurrency: 1, queue: 1, maxWaitMs: 200 }),
    api: new WorkLane({ concurrency: 1, queue: 0, maxWaitMs: 200 }),
    staff: new WorkLane({ concurrency: 1, queue: 0, maxWaitMs: 200 }),
  },
  addressOf: (request) => String(request.headers['x-client'] ?? request.socket.remoteAddress),
  isStaff: (request) => request.headers.cookie === 'mc_access=genuine',
  isStaticFile: (pathname) => /^\/(assets|api\/images)\//.test(pathname),
  retryAfterSeconds: 2,
  bodyDeadlineMs: 300,
  baseHeaders: ['x-content-type-options', 'nosniff'],
});

beforeEach(() => {
  generation += 1;
  for (const response of held.splice(0)) response.end();
  reached.length = 0;
  gate = createSiteGate(gateOptions());
});

/** Sends headers announcing `declared` bytes, then the body slowly; resolves with what was sent. */
function postLarge(path: string, declared: number) {
  return new Promise<{ status: number; sentBytes: number; body: string }>((resolve, reject) => {
    let sentBytes = 0;
    const chunk = Buffer.alloc(64 * 1024, 97);
    const request = httpRequest(
      { port, path, method: 'POST', headers: { 'content-length': declared } },
      (response) => {
        let body = '';
        response.on('data', (data: Buffer) => {
          body += data.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, sentBytes, body }));
      },
    );
    request.on('error', reject);
    const pump = setInterval(() => {
      if (sentBytes >= declared || request.destroyed) return clearInterval(pump);
      sentBytes += chunk.length;
      request.write(chunk);
    }, 5);
  });
}

describe('site gate', () => {
  it('answers a protocol-relative target with a same-site path, whatever the Host', async () => {
    const response = await fetch(`${base}//evil.example/produits?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/evil.example/produits?x=1');
    expect(reached).toEqual([]);
    for (const target of [
      '/.//evil.example/produits',
      '/%2e//evil.example/produits',
      '/x/..//evil.example/produits',
    ]) {
      const dotted = await rawGet(target);
      expect(dotted.status, target).toBe(308);
      expect(dotted.location, target).toBe('/evil.example/produits');
    }
  });

  it('refuses a server function body past its limit before reading it', async () => {
    const result = await postLarge('/_serverFn/auth--signIn', 200 * 1024 * 1024);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ error: { code: 'payload_too_large' } });
    // Answered long before the 200 MB were sent.
    expect(result.sentBytes).toBeLessThan(5 * 1024 * 1024);
    expect(reached).toEqual([]);
  });

  it('gives the article form its larger limit', async () => {
    const small = await fetch(`${base}/_serverFn/auth--signIn`, {
      method: 'POST',
      body: 'x'.repeat(300 * 1024),
    });
    expect(small.status).toBe(413);
    const article = await fetch(`${base}/_serverFn/article-form--updateArticleFromForm`, {
      method: 'POST',
      body: 'x'.repeat(300 * 1024),
    });
    expect(article.status).toBe(200);
  });

  it('gives the statistics beacon its own 4 Ko bound, the rest of the API its larger one', async () => {
    const post = (path: string, bytes: number) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(bytes),
      });
    const tooLarge = await post('/api/stats/events', 5 * 1024);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Requête trop volumineuse (4 Ko au maximum).' },
    });
    expect((await post('/api/stats/events', 3 * 1024)).status).toBe(200);
    expect((await post('/api/crud/contact-requests', 5 * 1024)).status).toBe(200);
    expect(reached).toEqual(['POST /api/stats/events', 'POST /api/crud/contact-requests']);
  });

  it('refuses a server function payload in the query string past its limit', async () => {
    const response = await fetch(
      `${base}/_serverFn/news--getNewsPage?payload=${'a'.repeat(9_000)}`,
    );
    expect(response.status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('reads a small anonymous body before giving it a slot: a trickling client holds none', async () => {
    const trickling = new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          port,
          path: '/_serverFn/auth--signIn',
          method: 'POST',
          headers: { 'content-length': 1_000 },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write('x');
    });
    // The only public slot stays free for everyone else meanwhile.
    const other = await fetch(`${base}/produits`);
    expect(other.status).toBe(200);
    expect(await trickling).toBe(408);
    expect(reached).toEqual(['GET /produits']);
    // A body that arrives is handed on, read once.
    const whole = await fetch(`${base}/_serverFn/auth--signIn`, { method: 'POST', body: '{}' });
    expect(whole.status).toBe(200);
  });

  it('answers 503 with Retry-After when the public lane is full, staff and files still served', async () => {
    void fetch(`${base}/slow/1`);
    void fetch(`${base}/slow/2`);
    await waitFor(() => reached.length === 1);
    const refused = await fetch(`${base}/produits?q=x`, { headers: { accept: 'text/html' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.text()).toContain('Service momentanément indisponible');

    // A forged cookie is an anonymous visitor; a genuine session has its own lane.
    const forged = await fetch(`${base}/dashboard`, { headers: { cookie: 'mc_access=x' } });
    expect(forged.status).toBe(503);
    const staff = await fetch(`${base}/dashboard`, { headers: { cookie: 'mc_access=genuine' } });
    expect(staff.status).toBe(200);
    const file = await fetch(`${base}/assets/app.js`);
    expect(file.status).toBe(200);

    // The queued request runs once the first one is done.
    held.shift()?.end();
    await waitFor(() => reached.includes('GET /slow/2'));
  });

  it('runs anonymous API calls in their own lane: full pages do not refuse them, nor they pages', async () => {
    void fetch(`${base}/slow/page`);
    await waitFor(() => reached.length === 1);
    const call = await fetch(`${base}/api/crud/products?page=1`);
    expect(call.status).toBe(200);

    void fetch(`${base}/api/slow`);
    await waitFor(() => reached.includes('GET /api/slow'));
    const busy = await fetch(`${base}/api/crud/products?page=2`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('content-type')).toBe('application/json');
    // Stored images are files: never queued.
    const image = await fetch(`${base}/api/images/products/a.webp`);
    expect(image.status).toBe(200);
  });
});

describe('fair share per address (issue 34)', () => {
  it('answers 429 to an address past its share, never reaching the site, while another is served', async () => {
    const publicLane = new WorkLane({
      concurrency: 2,
      queue: 4,
      maxWaitMs: 2_000,
      perAddress: { active: 1, queued: 1 },
    });
    const refusals: string[] = [];
    const options = gateOptions();
    gate = createSiteGate({
      ...options,
      lanes: { ...options.lanes, public: publicLane },
      onRefused: (address, reason) => refusals.push(`${address} ${reason}`),
    });
    const flood = { 'x-client': 'flood' };
    void fetch(`${base}/slow/1`, { headers: flood });
    await waitFor(() => reached.length === 1);
    void fetch(`${base}/slow/2`, { headers: flood });
    await waitFor(() => publicLane.stats().queued === 1);

    const page = await fetch(`${base}/produits?q=a`, {
      headers: { ...flood, accept: 'text/html' },
    });
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('2');
    expect(await page.text()).toContain('Trop de demandes');
    const call = await fetch(`${base}/produits?q=b`, { headers: flood });
    expect(call.status).toBe(429);
    expect(await call.json()).toMatchObject({ error: { code: 'too_many_requests' } });

    const visitor = await fetch(`${base}/produits?q=v`, { headers: { 'x-client': 'visitor' } });
    expect(visitor.status).toBe(200);
    expect(reached).toEqual(['GET /slow/1', 'GET /produits?q=v']);
    expect(refusals).toEqual(['flood share', 'flood share']);

    held.shift()?.end();
    await waitFor(() => reached.includes('GET /slow/2'));
  });

  it('lets health checks through, even from an address holding its whole share of a full lane', async () => {
    void fetch(`${base}/api/slow`);
    await waitFor(() => reached.includes('GET /api/slow'));
    expect((await fetch(`${base}/api/crud/products`)).status).toBe(503);
    for (const path of ['/api/health', '/api/health/live', '/api/health/ready']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(200);
    }
    expect(reached).toEqual([
      'GET /api/slow',
      'GET /api/health',
      'GET /api/health/live',
      'GET /api/health/ready',
    ]);
  });
});

/** A GET with the target exactly as written (fetch would resolve dot segments itself). */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ port, path }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on('error', reject);
    request.end();
  });
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((done) => setTimeout(done, 10));
  expect(condition()).toBe(true);
}
