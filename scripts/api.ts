/** `npm run api`: the REST API alone (for deployments that scale it apart from the site), on PORT under /api. */

import { IncomingMessage, ServerResponse } from 'node:http';
import { serve } from 'srvx';
import { EnvError, getEnv } from '#env';
import { getApiRuntime } from '#server/api/runtime.ts';
import { createRequestLog } from '#server/front/request-log.ts';
import { drainTimeoutMs, onStopSignal, ownProcessStop } from '#server/http/graceful-stop.ts';
import { ignoreCancelledStreamCloses } from '#server/http/stream-close-guard.ts';
import { log } from '#server/log/logger.ts';

// A visitor leaving mid-response must not stop the server (server/http/stream-close-guard.ts).
ignoreCancelledStreamCloses();

try {
  const env = getEnv();
  ownProcessStop();
  const runtime = await getApiRuntime(env);
  // One access line per request and the request's id, as the site's front does (server/log).
  const logged = createRequestLog(env, { apiRoutes: runtime.routes });
  const server = serve({
    port: env.PORT,
    hostname: env.HOST,
    silent: true,
    fetch: (request) => {
      const node = request.runtime?.node;
      // HTTP/1.1 (srvx's node:http server): its request and response.
      if (node?.res instanceof ServerResponse && node.req instanceof IncomingMessage) {
        logged(node.req, node.res);
        const requestId = node.req.headers['x-request-id'];
        if (typeof requestId === 'string') request.headers.set('x-request-id', requestId);
      }
      return runtime.fetch(request);
    },
  });
  await server.ready();
  // SIGTERM: not ready, no new connections, the requests under way finish (≤ 10 s), then the
  // database closes and the process exits 0.
  onStopSignal(async () => {
    runtime.beginDrain();
    const deadline = setTimeout(() => void server.close(true), drainTimeoutMs);
    await server.close();
    clearTimeout(deadline);
    await runtime.close();
  });
  log().info(
    { event: 'server.started', host: env.HOST, port: env.PORT, database: runtime.database.kind },
    `REST API ready on http://${env.HOST}:${env.PORT}/api (${runtime.database.kind})`,
  );
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
