/**
 * Production server: builds first when dist/ is missing or stale, then serves the
 * TanStack Start bundle and the static client files on PORT, behind the page cache of anonymous
 * public pages (docs/decisions/009-page-cache.md).
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBodyTooLargeError, limitRequestBody } from 'srvx/body-limit';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { staticMiddleware } from 'srvx/static';
import * as v from 'valibot';
import { EnvError, getEnv } from '#env';
import { createSiteFront } from '#server/front/site-front.ts';
import { compressResponse } from '#server/http/compression.ts';
import { closeServer, onStopSignal, ownProcessStop } from '#server/http/graceful-stop.ts';
import type { NodeHandler } from '#server/http/node-handler.ts';
import { serverFunctionBounds, tooLargeBody } from '#server/http/request-bounds.ts';
import { securityHeadersFor, withSecurityHeaders } from '#server/http/security-headers.ts';
import { securityOptions } from '#server/http/security-options.ts';
import { createStaffCheck } from '#server/http/staff-session.ts';
import { listPublicFiles } from '#server/http/static-files.ts';
import { ignoreCancelledStreamCloses } from '#server/http/stream-close-guard.ts';
import { isBuildStale } from './build-freshness.ts';

// Before the server bundle is imported: React and the router pick their mode at import time.
process.env.NODE_ENV = 'production';
// A visitor leaving mid-response must not stop the server (server/http/stream-close-guard.ts).
ignoreCancelledStreamCloses();

const root = resolve(import.meta.dirname, '..');

function readEnv() {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
// Before the API runtime starts (with the server bundle): this script stops the process itself.
ownProcessStop();

if (isBuildStale(root)) {
  console.log('Building the site (dist/ is missing or older than the sources)…');
  const build = spawnSync(join(root, 'node_modules/.bin/vite'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

type FetchHandler = (request: Request) => Response | Promise<Response>;
const ServerBundle = v.object({
  default: v.object({
    fetch: v.custom<FetchHandler>((value) => typeof value === 'function', 'fetch handler'),
  }),
});
const bundle = v.parse(
  ServerBundle,
  await import(pathToFileURL(join(root, 'dist/server/server.js')).href),
);
const fetchHandler = bundle.default.fetch;

// Open (migrate, and on first start seed) the embedded API's database before taking traffic, so
// no visitor waits for it. Skipped when the site talks to another API server.
if (!env.API_BASE_URL) {
  const warmUp = await fetchHandler(new Request(`${env.SITE_URL}/api/crud/categories?limit=1`));
  if (warmUp.status !== 200) {
    console.error(`The REST API failed to start (HTTP ${warmUp.status}): ${await warmUp.text()}`);
    process.exit(1);
  }
}

const clientDir = join(root, 'dist/client');
// Hashed build assets never change under a given URL; everything else revalidates.
const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true });
const otherFiles = staticMiddleware({ dir: clientDir, maxAge: 3_600 });
// The build's other files, listed once: any other path is no file of ours, so no request pays
// the file look-ups (up to three per path) to find that out.
const publicFiles = listPublicFiles(clientDir);
const security = securityOptions(env);

/**
 * A server function's body is counted while it streams (the gate already refused a declared
 * length past the limit): past it, reading fails and the answer is 413, whatever Start made of it.
 */
async function handleBounded(request: Request): Promise<Response> {
  const bounds = serverFunctionBounds(new URL(request.url).pathname);
  if (!bounds || !request.body) return fetchHandler(request);
  let tooLarge = false;
  const limited = limitRequestBody(request, bounds.maxBodyBytes, {
    createError: (max) => {
      tooLarge = true;
      return createBodyTooLargeError(max);
    },
  });
  const response = await fetchHandler(limited);
  if (!tooLarge) return response;
  await response.body?.cancel();
  return new Response(tooLargeBody(bounds.maxBodyBytes, 'body'), {
    status: 413,
    headers: { 'Content-Type': 'application/json', Connection: 'close' },
  });
}

/** Static files, then Start; every response with the security headers and compressed. */
async function handleSite(request: Request): Promise<Response> {
  const response = await withStaticFiles(request, async () => handleBounded(request));
  const secured = withSecurityHeaders(response, security);
  // Pages rendered for one visitor (signed in, nonced) must never be kept by a shared cache.
  if (!secured.headers.has('Cache-Control') && isHtml(secured)) {
    secured.headers.set('Cache-Control', 'private, no-store');
  }
  return compressResponse(request, secured);
}

/** What srvx's own server does per request: a lazy web Request over node's, then the reply. */
const siteHandler: NodeHandler = (req, res) => {
  // Origin-form targets only ("/path?query"), as srvx's own server requires.
  if (!req.url?.startsWith('/')) {
    res.writeHead(400).end();
    return;
  }
  handleSite(new NodeRequest({ req, res }))
    .then((response) => sendNodeResponse(res, response))
    .catch((error: unknown) => {
      // A visitor who left mid-response is not an error; anything else is logged. Never thrown:
      // an unhandled rejection would stop the server for everyone.
      if (!req.destroyed) console.error('[site] request failed', req.url, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
};

async function withStaticFiles(request: Request, next: () => Promise<Response>) {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/assets/')) return hashedAssets(request, next);
  return publicFiles.has(pathname) ? otherFiles(request, next) : next();
}

/**
 * The REST API running in this process (no API_BASE_URL) is answered by its own app directly:
 * the page router in front of it (app/routes/api/$.ts) added nothing but time to every call.
 */
const apiRuntime = env.API_BASE_URL ? undefined : globalThis.__apiRuntime;
const apiHandler: NodeHandler = (req, res) => {
  const request = new NodeRequest({ req, res });
  (async () => {
    const runtime = await apiRuntime;
    if (!runtime) return handleSite(request);
    return compressResponse(request, await runtime.fetch(request));
  })()
    .then((response) => sendNodeResponse(res, response))
    .catch((error: unknown) => {
      if (!req.destroyed) console.error('[api] request failed', req.url, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
};

function isHtml(response: Response) {
  return /^text\/html/i.test(response.headers.get('Content-Type') ?? '');
}

const server = createServer(
  createSiteFront({
    env,
    clientDir,
    render: fetchHandler,
    site: (req, res) => (req.url?.startsWith('/api/') ? apiHandler : siteHandler)(req, res),
    isStaff: createStaffCheck(
      env.API_BASE_URL
        ? undefined
        : async (token) => (await globalThis.__apiRuntime)?.isSignedByUs(token) ?? false,
    ),
    baseHeaders: [...securityHeadersFor(new Headers(), security)].flat(),
  }),
);
// Idle keep-alive connections stay open a minute (Node's default is 5 s): clients and reverse
// proxies reusing a connection the server is closing at that very moment get ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
await new Promise<void>((ready, fail) => {
  server.once('error', fail);
  server.listen(env.PORT, env.HOST, ready);
});
console.log(`Site ready on ${env.SITE_URL} (listening on ${env.HOST}:${env.PORT})`);

// SIGTERM: not ready, no new connections, the requests under way finish (≤ 10 s), the database
// closes, exit 0 (server/http/graceful-stop.ts).
onStopSignal(async (signal) => {
  const runtime = await globalThis.__apiRuntime?.catch(() => undefined);
  runtime?.beginDrain();
  const closed = closeServer(server);
  console.log(`${signal}: stopping, finishing the requests under way`);
  await closed;
  await runtime?.close();
  console.log('Stopped');
});
