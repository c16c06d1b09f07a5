/**
 * Production server: builds first when dist/ is missing or stale, opens the API of this process
 * (unless API_BASE_URL names another server's), then starts the front of server/front on PORT
 * (docs/architecture.md). This script only reads its options and starts; the request path lives
 * in server/front.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { EnvError, getEnv } from '#env';
import type { InProcessApi } from '#server/front/in-process-api.ts';
import { createProductionServer } from '#server/front/production-server.ts';
import type { FetchHandler } from '#server/front/site-handler.ts';
import { onStopSignal, ownProcessStop } from '#server/http/graceful-stop.ts';
import { ignoreCancelledStreamCloses } from '#server/http/stream-close-guard.ts';
import { log } from '#server/log/logger.ts';
import { createMetricsServer } from '#server/metrics/metrics-endpoint.ts';
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
  log().info(
    { event: 'build.started' },
    'Building the site (dist/ is missing or older than the sources)…',
  );
  // Vite's report goes to stderr: stdout carries the log's JSON lines only.
  const build = spawnSync(join(root, 'node_modules/.bin/vite'), ['build'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const isFunction = (value: unknown) => typeof value === 'function';
/** What app/server.ts exports, checked: the bundle is a file on disk like any other input. */
const ServerBundle = v.object({
  default: v.object({ fetch: v.custom<FetchHandler>(isFunction, 'fetch handler') }),
  openInProcessApi: v.custom<() => Promise<InProcessApi>>(isFunction, 'openInProcessApi'),
});
const bundle = v.parse(
  ServerBundle,
  await import(pathToFileURL(join(root, 'dist/server/server.js')).href),
);

/**
 * Opens (migrates, and on first start seeds) the API's database before taking traffic, so no
 * visitor waits for it. With API_BASE_URL nothing is opened here: `/api` is the other server's.
 */
async function openApi(): Promise<InProcessApi | { baseUrl: string }> {
  if (env.API_BASE_URL) return { baseUrl: env.API_BASE_URL };
  try {
    const api = await bundle.openInProcessApi();
    const warmUp = await api.fetch(new Request(`${env.SITE_URL}/api/crud/categories?limit=1`));
    if (warmUp.status === 200) return api;
    log().fatal(
      { event: 'server.start-failed', status: warmUp.status, answer: await warmUp.text() },
      'The REST API failed to start',
    );
  } catch (error) {
    log().fatal({ event: 'server.start-failed', err: error }, 'The REST API failed to start');
  }
  process.exit(1);
}

const { server, stop } = createProductionServer({
  env,
  clientDir: join(root, 'dist/client'),
  render: bundle.default.fetch,
  api: await openApi(),
});
await new Promise<void>((ready, fail) => {
  server.once('error', fail);
  server.listen(env.PORT, env.HOST, ready);
});
log().info(
  { event: 'server.started', url: env.SITE_URL, host: env.HOST, port: env.PORT },
  `Site ready on ${env.SITE_URL} (listening on ${env.HOST}:${env.PORT})`,
);
// METRICS_PORT: GET /metrics without a token, for a scraper on a private network (issue 35).
const metricsServer = env.METRICS_PORT === undefined ? undefined : createMetricsServer();
if (metricsServer) {
  await new Promise<void>((ready, fail) => {
    metricsServer.once('error', fail);
    metricsServer.listen(env.METRICS_PORT, env.HOST, ready);
  });
  log().info(
    { event: 'metrics.listening', host: env.HOST, port: env.METRICS_PORT },
    `Metrics on http://${env.HOST}:${env.METRICS_PORT}/metrics`,
  );
}

// SIGTERM: not ready, no new connections, the requests under way finish (≤ 10 s), the database
// closes, exit 0 (server/http/graceful-stop.ts).
onStopSignal(async (signal) => {
  log().info(
    { event: 'server.stopping', signal },
    `${signal}: stopping, finishing the requests under way`,
  );
  metricsServer?.close();
  await stop();
  log().info({ event: 'server.stopped' }, 'Stopped');
});
