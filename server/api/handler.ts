import { getEnv } from '#env';
import { proxyToApi } from '#server/http/api-proxy.ts';
import { type ApiRuntime, getApiRuntime } from './runtime.ts';

export interface InProcessBindings {
  /** The visitor's address, for login throttling, when the call comes from a server function. */
  clientAddress?: string | undefined;
}

/**
 * The in-process API: what the /api catch-all route and the REST client (without API_BASE_URL)
 * call. With API_BASE_URL the route passes the call through to that server: this process opens
 * no dataset of its own.
 */
export async function handleApiRequest(
  request: Request,
  bindings: InProcessBindings = {},
): Promise<Response> {
  const env = getEnv();
  if (env.API_BASE_URL) return proxyToApi(request, env.API_BASE_URL, bindings.clientAddress);
  const runtime = await getApiRuntime(env);
  return runtime.fetch(request, bindings);
}

/**
 * Opens (migrates, and on first start seeds) the API of this process: exported by the server
 * bundle (app/server.ts) for the production front, which answers `/api/*` with it directly.
 */
export function openInProcessApi(): Promise<ApiRuntime> {
  return getApiRuntime(getEnv());
}
