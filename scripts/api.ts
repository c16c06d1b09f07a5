/** `npm run api`: the REST API alone (for deployments that scale it apart from the site), on PORT under /api. */
import { serve } from 'srvx';
import { EnvError, getEnv } from '#env';
import { getApiRuntime } from '#server/api/runtime.ts';
import { ignoreCancelledStreamCloses } from '#server/http/stream-close-guard.ts';

// A visitor leaving mid-response must not stop the server (server/http/stream-close-guard.ts).
ignoreCancelledStreamCloses();

try {
  const env = getEnv();
  const runtime = await getApiRuntime(env);
  const server = serve({
    port: env.PORT,
    hostname: env.HOST,
    silent: true,
    fetch: (request) => runtime.fetch(request),
  });
  await server.ready();
  console.log(`REST API ready on http://${env.HOST}:${env.PORT}/api (${runtime.database.kind})`);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
