import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Writable } from 'node:stream';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessLog } from '#server/log/access-log.ts';
import { createLogger } from '#server/log/logger.ts';

/** A logger writing its lines into an array. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger('debug', stream) };
}

describe('the log never carries credentials', () => {
  it('masks passwords, tokens, codes, cookies and secrets, at any of three levels', () => {
    const { lines, logger } = capture();
    logger.info({
      event: 'test',
      password: 'Mot-de-passe-secret-1',
      body: { refreshToken: 'rt-123456', code: '654321', newPassword: 'Nouveau-secret-2' },
      req: { headers: { authorization: 'Bearer eyJ.secret.sig', cookie: 'site_access=abc' } },
      settings: { jwtSecret: 'x'.repeat(40) },
      keep: 'visible',
    });
    const [line] = lines;
    for (const secret of [
      'Mot-de-passe-secret-1',
      'rt-123456',
      '654321',
      'Nouveau-secret-2',
      'eyJ.secret.sig',
      'site_access=abc',
      'x'.repeat(40),
    ])
      expect(line).not.toContain(secret);
    expect(line).toContain('"keep":"visible"');
    expect(line).toContain('[masqué]');
  });

  it('writes an error once, with its stack and cause', () => {
    const { lines, logger } = capture();
    logger.error({ event: 'test', err: new Error('raté', { cause: new Error('la cause') }) }, 'x');
    const parsed = JSON.parse(lines[0] ?? '{}');
    expect(parsed.err.message).toContain('raté');
    expect(parsed.err.stack).toContain('log-redaction.test.ts');
    expect(parsed.level).toBe('error');
  });
});

const RequestLine = v.object({
  event: v.literal('request'),
  requestId: v.string(),
  method: v.literal('GET'),
  route: v.string(),
  status: v.number(),
  durationMs: v.number(),
  address: v.string(),
  staffUser: v.nullable(v.string()),
  cache: v.nullable(v.string()),
});

describe('the access log', () => {
  let server: Server;
  let base = '';
  const { lines, logger } = capture();
  beforeAll(async () => {
    // The access log writes to the process's logger: this one, for the test.
    globalThis.__siteLogger = logger;
    globalThis.__accessLogger = undefined;
    const logged = createAccessLog({
      routeOf: (path) => (path.startsWith('/articles/') ? '/articles/$slug' : 'unmatched'),
      addressOf: (request: IncomingMessage) => request.socket.remoteAddress ?? '?',
      fromTrustedProxy: (request) => request.headers['x-proxy'] === 'oui',
      cacheOf: () => 'hit',
      staffOf: () => undefined,
    });
    server = createServer((request, response) => {
      logged(request, response);
      response.end(String(request.headers['x-request-id']));
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const address = server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(async () => {
    globalThis.__siteLogger = undefined;
    globalThis.__accessLogger = undefined;
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('gives each request an id, returned to the client and handed on with the request', async () => {
    const answer = await fetch(`${base}/articles/un-article?token=secret-dans-l-adresse`);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await answer.text()).toBe(id);
  });

  it('keeps the id a trusted proxy gave, and only then', async () => {
    const trusted = await fetch(`${base}/x`, {
      headers: { 'x-request-id': 'haproxy-42', 'x-proxy': 'oui' },
    });
    expect(trusted.headers.get('x-request-id')).toBe('haproxy-42');
    const forged = await fetch(`${base}/x`, { headers: { 'x-request-id': 'forged-1' } });
    expect(forged.headers.get('x-request-id')).not.toBe('forged-1');
  });

  it('writes one line per request with its route template, never the address asked', () => {
    const requests = lines.map((line) => v.parse(RequestLine, JSON.parse(line)));
    expect(requests.map((line) => line.route)).toEqual([
      '/articles/$slug',
      'unmatched',
      'unmatched',
    ]);
    expect(requests[0]).toMatchObject({ status: 200, address: '127.0.0.1', cache: 'hit' });
    expect(lines.join('\n')).not.toContain('secret-dans-l-adresse');
  });
});
