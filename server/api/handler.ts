import { getEnv } from '#env';
import { getApiRuntime } from './runtime.ts';

export interface InProcessBindings {
  /** The visitor's address, for login throttling, when the call comes from a server function. */
  clientAddress?: string | undefined;
}

/** The in-process API: what the /api catch-all route and the REST client (without API_BASE_URL) call. */
export async function handleApiRequest(
  request: Request,
  bindings: InProcessBindings = {},
): Promise<Response> {
  const runtime = await getApiRuntime(getEnv());
  return runtime.fetch(request, bindings);
}
