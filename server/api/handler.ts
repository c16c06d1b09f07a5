import { getEnv } from '../../app.config.ts';
import { getApiRuntime } from './runtime.ts';

/** The in-process API: what the /api catch-all route and the REST client (without API_BASE_URL) call. */
export async function handleApiRequest(request: Request): Promise<Response> {
  const { api } = await getApiRuntime(getEnv());
  return api.fetch(request);
}
