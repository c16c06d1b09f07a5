import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#env';
import { createSiteFront } from '#server/front/site-front.ts';
import { listPublicFiles } from '#server/http/static-files.ts';
import { getFrom } from '#tests/shared/get-from.ts';

/**
 * The front as production builds it (page cache on, the configured lanes), with a renderer that
 * holds every render until told: one address floods uncached pages, another still gets its own.
 */
let server: Server;
let port: number;
const clientDir = mkdtempSync(join(tmpdir(), 'site-front-'));
const rendered: string[] = [];
const holds: (() => void)[] = [];

beforeAll(async () => {
  const front = createSiteFront({
    env: parseEnv({ SITE_URL: 'http://127.0.0.1:3000', PAGE_CACHE: 'on' }),
    publicFiles: listPublicFiles(clientDir),
    render: async (page) => {
      const { search } = new URL(page.url);
      rendered.push(search);
      await new Promise<void>((done) => holds.push(done));
      return new Response(`<!doctype html><title>${search}</title>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
    site: (_req, res) => res.writeHead(404).end(),
    isStaff: () => false,
    baseHeaders: [],
  });
  server = createServer(front);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const release of holds.splice(0)) release();
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(clientDir, { recursive: true, force: true });
});

/** A GET of `path` on the test server from `localAddress`. */
const get = (path: string, localAddress: string) =>
  getFrom(`http://127.0.0.1:${port}${path}`, localAddress);

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe('the page cache front, one address flooding (issue 34)', () => {
  it('renders two pages of the flooding address at a time, queues four, refuses the rest with 429 before the renderer', async () => {
    const flood = Array.from({ length: 8 }, (_, i) => get(`/produits?q=flood${i}`, '127.0.0.1'));
    await until(() => rendered.length === 2);
    // Answered while the first renders are still held: refused at once, not queued.
    for (const answer of await Promise.all(flood.slice(6))) {
      expect(answer.status).toBe(429);
      expect(answer.retryAfter).toBe('2');
      expect(answer.body).toContain('Trop de demandes');
    }
    // The refused pages never reached the renderer; the flood's two renders are all it has.
    expect(rendered).toEqual(['?q=flood0', '?q=flood1']);

    // Another address gets its uncached page rendered at once, beside the flood.
    const visitor = get('/produits?q=visiteur', '127.0.0.2');
    await until(() => rendered.includes('?q=visiteur'));
    holds.splice(rendered.indexOf('?q=visiteur'), 1)[0]?.();
    expect((await visitor).status).toBe(200);

    // The queued pages of the flood are rendered in turn, two at a time.
    for (let done = 1; done <= 6; done++) {
      await until(() => holds.length >= 1);
      expect(holds.length).toBeLessThanOrEqual(2);
      holds.shift()?.();
    }
    const answers = await Promise.all(flood.slice(0, 6));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(rendered).toHaveLength(7);
  });
});
