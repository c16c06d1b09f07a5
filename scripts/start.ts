/**
 * Production server: builds first when dist/ is missing or stale, then serves the
 * TanStack Start bundle and the static client files with srvx on PORT.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from 'srvx';
import { staticMiddleware } from 'srvx/static';
import * as v from 'valibot';
import { EnvError, getEnv } from '../app.config.ts';
import { compressResponse } from '../server/http/compression.ts';
import { withSecurityHeaders } from '../server/http/security-headers.ts';
import { securityOptions } from '../server/http/security-options.ts';
import { isBuildStale } from './build-freshness.ts';

// Before the server bundle is imported: React and the router pick their mode at import time.
process.env.NODE_ENV = 'production';

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
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3_600 });

const server = serve({
  port: env.PORT,
  hostname: env.HOST,
  silent: true,
  gracefulShutdown: true,
  middleware: [
    // Static files get the same security headers as what Start serves (app/start.ts).
    async (_request, next) => withSecurityHeaders(await next(), securityOptions(env)),
    (request, next) =>
      new URL(request.url).pathname.startsWith('/assets/')
        ? hashedAssets(request, next)
        : publicFiles(request, next),
  ],
  // Pages, JSON and feeds leave compressed (static files are compressed by the middleware above).
  fetch: async (request) => compressResponse(request, await fetchHandler(request)),
});

await server.ready();
console.log(`Site ready on ${env.SITE_URL} (listening on ${env.HOST}:${env.PORT})`);
