import { createBodyTooLargeError, limitRequestBody } from 'srvx/body-limit';
import { NodeRequest } from 'srvx/node';
import { staticMiddleware } from 'srvx/static';
import { log } from '#server/log/logger.ts';
import type { NodeHandler } from '../http/node-handler.ts';
import { serverFunctionBounds, tooLargeBody } from '../http/request-bounds.ts';
import type { PolicyOptions } from '../http/security-headers.ts';
import { withSecurityHeaders } from '../http/security-headers.ts';
import { sendResponse } from '../http/send-response.ts';
import { listPublicFiles } from '../http/static-files.ts';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface SiteHandlerOptions {
  /** The built client's files (dist/client). */
  clientDir: string;
  /** Start's fetch handler (pages, server functions, server routes). */
  render: FetchHandler;
  security: PolicyOptions;
}

function isHtml(response: Response) {
  return /^text\/html/i.test(response.headers.get('Content-Type') ?? '');
}

/**
 * Everything but `/api/*` past the gate: the build's files, then TanStack Start; every response
 * with the security headers and compressed.
 */
export function createSiteHandler({
  clientDir,
  render,
  security,
}: SiteHandlerOptions): NodeHandler {
  // Hashed build assets never change under a given URL; everything else revalidates.
  const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true });
  const otherFiles = staticMiddleware({ dir: clientDir, maxAge: 3_600 });
  // The build's other files, listed once: any other path is no file of ours, so no request pays
  // the file look-ups (up to three per path) to find that out.
  const publicFiles = listPublicFiles(clientDir);

  async function withStaticFiles(request: Request, next: () => Promise<Response>) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/assets/')) return hashedAssets(request, next);
    return publicFiles.has(pathname) ? otherFiles(request, next) : next();
  }

  /**
   * A server function's body is counted while it streams (the gate already refused a declared
   * length past the limit): past it, reading fails and the answer is 413, whatever Start made of it.
   */
  async function handleBounded(request: Request): Promise<Response> {
    const bounds = serverFunctionBounds(new URL(request.url).pathname);
    if (!bounds || !request.body) return render(request);
    let tooLarge = false;
    const limited = limitRequestBody(request, bounds.maxBodyBytes, {
      createError: (max) => {
        tooLarge = true;
        return createBodyTooLargeError(max);
      },
    });
    const response = await render(limited);
    if (!tooLarge) return response;
    await response.body?.cancel();
    return new Response(tooLargeBody(bounds.maxBodyBytes, 'body'), {
      status: 413,
      headers: { 'Content-Type': 'application/json', Connection: 'close' },
    });
  }

  async function handleSite(request: Request): Promise<Response> {
    const response = await withStaticFiles(request, async () => handleBounded(request));
    const secured = withSecurityHeaders(response, security);
    // Pages rendered for one visitor (signed in, nonced) must never be kept by a shared cache.
    if (!secured.headers.has('Cache-Control') && isHtml(secured)) {
      secured.headers.set('Cache-Control', 'private, no-store');
    }
    return secured;
  }

  // What srvx's own server does per request: a lazy web Request over node's, then the reply.
  return (req, res) => {
    // Origin-form targets only ("/path?query"), as srvx's own server requires.
    if (!req.url?.startsWith('/')) {
      res.writeHead(400).end();
      return;
    }
    const request = new NodeRequest({ req, res });
    handleSite(request)
      .then((response) => sendResponse(request, res, response))
      .catch((error: unknown) => {
        // A visitor who left mid-response is not an error; anything else is logged. Never thrown:
        // an unhandled rejection would stop the server for everyone.
        if (!req.destroyed)
          log().error(
            { event: 'request.failed', requestId: req.headers['x-request-id'], err: error },
            'site request failed',
          );
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  };
}
