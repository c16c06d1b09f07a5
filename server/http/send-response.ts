import type { ServerResponse } from 'node:http';
import { sendNodeResponse } from 'srvx/node';
import { compressResponse, compressWhole } from './compression.ts';

/** JSON answers (the REST API's, health checks, server functions' errors): small, built whole. */
const sentWhole = /^application\/([\w.+-]+\+)?json\b/i;

/** Whether this response leaves in one write: headers and body together, with its length. */
const isSentWhole = (response: Response): boolean =>
  sentWhole.test(response.headers.get('Content-Type') ?? '');

/**
 * Sends a web response on node's. A JSON answer is read whole, compressed in one piece and written
 * with its headers in a single write: when its instance dies, a proxy in front (HAProxy) has
 * received either nothing (it retries an idempotent request elsewhere) or the whole answer, never
 * a cut one (docs/decisions/011, "what a killed instance may cut"). Everything else (pages, files,
 * CSV exports) streams, compressed chunk by chunk.
 */
export async function sendResponse(
  request: Request,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  if (!isSentWhole(response) || !response.body) {
    return sendNodeResponse(res, compressResponse(request, response));
  }
  const whole = await compressWhole(request, response);
  if (res.destroyed) return;
  res.writeHead(whole.status, [...whole.headers].flat());
  await new Promise<void>((done) => res.end(whole.body, done));
}
