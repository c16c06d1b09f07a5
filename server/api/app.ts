import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { uploadLimits } from '#config';
import { log } from '#server/log/logger.ts';
import { siteMetrics } from '#server/metrics/metrics.ts';
import { isConnectionFailure, pgErrorInfo } from '../db/pg-error.ts';
import { changedResource, publishContentChange } from '../events/content-changes.ts';
import {
  forbiddenOriginResponse,
  isCrossSiteRequest,
  isStateChanging,
} from '../http/cross-site.ts';
import { apiJsonBodyLimit, tooLargeBody } from '../http/request-bounds.ts';
import { withSecurityHeaders } from '../http/security-headers.ts';
import { ImageUploadError } from '../storage/image-processing.ts';
import { articleRoutes } from './articles/articles.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { countLogins } from './auth/login-metrics.ts';
import { sessionRoutes } from './auth/sessions.routes.ts';
import { backupRoutes } from './backups/backups.routes.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { articleImageRoutes, productImageRoutes } from './image-details/image-details.routes.ts';
import { imageRoutes } from './images/images.routes.ts';
import { journalRoutes } from './journal/journal.routes.ts';
import { answerOptions } from './plumbing/allowed-methods.ts';
import { type ApiDeps, type ApiEnv, identify } from './plumbing/context.ts';
import { ApiError, errorBody, serviceUnavailable } from './plumbing/errors.ts';
import { productCsvRoutes } from './products/product-csv.routes.ts';
import { productPageRoutes } from './products/product-pages.routes.ts';
import { productRoutes } from './products/products.routes.ts';
import { rentalRoutes } from './rentals/rentals.routes.ts';
import { articleRevisionRoutes, productRevisionRoutes } from './revisions/revisions.routes.ts';
import { synonymRoutes } from './search-synonyms/synonyms.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import { statsEventRoutes } from './stats/stats-events.routes.ts';
import { statsReportRoutes } from './stats/stats-report.routes.ts';
import { todoRoutes } from './todo/todo.routes.ts';
import { trashRoutes } from './trash/trash.routes.ts';

const multipartLimit = uploadLimits.maxFiles * uploadLimits.maxFileBytes + 2 * 1024 * 1024;

/** A database that cannot be reached (503), or a statement it refused that became a 500. */
function countServerError(error: unknown, status: number): void {
  if (status === 503) siteMetrics().databaseErrors.inc({ kind: 'unreachable' });
  else if (status >= 500 && pgErrorInfo(error))
    siteMetrics().databaseErrors.inc({ kind: 'refused' });
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // The database is down or restarting: temporary, say so (503 + Retry-After), not a bug (500).
  if (isConnectionFailure(error)) return serviceUnavailable();
  if (error instanceof ImageUploadError)
    return new ApiError(error.status, error.code, error.message);
  // Values PostgreSQL refuses to store (a NUL character in a text, a year out of range) come
  // from the caller's input: a 4xx, not a server fault.
  const pgCode = pgErrorInfo(error)?.code;
  // 22021: in a text column; 22P05: in a jsonb value (image details, the CSV import's rows).
  if (pgCode === '22021' || pgCode === '22P05') {
    const message = 'Texte invalide : le caractère nul (\\u0000) n’est pas accepté.';
    return new ApiError(400, 'validation_failed', message);
  }
  if (pgCode === '22008') {
    return new ApiError(422, 'validation_failed', 'Date hors des limites acceptées.');
  }
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(
      error.status === 413 ? 413 : 400,
      error.status === 413 ? 'payload_too_large' : 'validation_failed',
      error.message || 'Requête invalide.',
    );
  }
  return new ApiError(500, 'internal_error', 'Erreur interne du serveur.');
}

/** The REST API of SPEC §7, mounted under /api. */
export function createApi(deps: ApiDeps) {
  const app = new Hono<ApiEnv>().basePath('/api');

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.res = withSecurityHeaders(c.res, deps.config.securityPolicy);
  });
  app.use('*', answerOptions(app));
  app.use('*', async (c, next) => {
    const { method, raw } = c.req;
    if (isStateChanging(method) && isCrossSiteRequest(raw, deps.config.trustedOrigins)) {
      return forbiddenOriginResponse();
    }
    await next();
  });
  app.use('*', (c, next) => {
    const raw = c.req.raw;
    // RFC 9112 §6.3: with neither Content-Length nor Transfer-Encoding a request has no body
    // (e.g. a DELETE). bodyLimit would still read it and re-create it with
    // `new Request(raw, init)`, which srvx's Node request does not support (a 500).
    if (!raw.headers.has('content-length') && !raw.headers.has('transfer-encoding')) return next();
    if (raw.body && raw.headers.has('transfer-encoding')) {
      // A chunked body is re-created by bodyLimit too: hand it a standard Request.
      const init: RequestInit & { duplex: 'half' } = {
        method: raw.method,
        headers: raw.headers,
        body: raw.body,
        signal: raw.signal,
        duplex: 'half',
      };
      c.req.raw = new Request(raw.url, init);
    }
    const multipart = /^multipart\//i.test(c.req.header('content-type') ?? '');
    const maxSize = multipart ? multipartLimit : apiJsonBodyLimit(c.req.path);
    return bodyLimit({
      maxSize,
      onError: (ctx) => {
        // The unread body is still on the wire: close the connection rather than let the
        // client reuse it (its next request on that socket would be reset).
        ctx.header('Connection', 'close');
        return ctx.body(tooLargeBody(maxSize, 'body'), 413, {
          'Content-Type': 'application/json',
        });
      },
    })(c, next);
  });
  app.use('*', identify);
  // What visitors see changed: the page cache, the PDF catalogue… drop it (server/events).
  app.use('*', async (c, next) => {
    await next();
    const resource = changedResource(c.req.method, c.req.path, c.req.query('mode'));
    if (resource && !c.error && c.res.status < 400) {
      publishContentChange({ resource, origin: 'local' });
    }
  });

  app.use('/auth/login', countLogins);
  app.use('/auth/login/code', countLogins);
  app.route('/auth/sessions', sessionRoutes);
  app.route('/auth', authRoutes);
  app.route('/staff', staffRoutes);
  app.route('/crud/products', productCsvRoutes);
  app.route('/crud/products', productRevisionRoutes);
  app.route('/crud/products', productImageRoutes);
  app.route('/crud/products', productPageRoutes);
  app.route('/crud/products', productRoutes);
  app.route('/crud/categories', categoryRoutes);
  app.route('/crud/articles', articleRevisionRoutes);
  app.route('/crud/articles', articleImageRoutes);
  app.route('/crud/articles', articleRoutes);
  app.route('/crud/search-synonyms', synonymRoutes);
  app.route('/crud/contact-requests', contactRoutes);
  app.route('/images', imageRoutes);
  app.route('/journal', journalRoutes);
  app.route('/backups', backupRoutes);
  app.route('/health', healthRoutes);
  app.route('/settings', settingsRoutes);
  app.route('/trash', trashRoutes);
  app.route('/todo', todoRoutes);
  app.route('/stats', statsEventRoutes);
  app.route('/stats', statsReportRoutes);
  app.route('/rentals', rentalRoutes);

  app.notFound((c) =>
    c.json(errorBody(new ApiError(404, 'not_found', 'Ressource introuvable.')), 404),
  );
  app.onError((error, c) => {
    const apiError = toApiError(error);
    countServerError(error, apiError.status);
    const requestId = c.req.header('x-request-id');
    const route = c.req.routePath;
    if (apiError.status === 503) {
      // The driver's reason (Drizzle's own message repeats the whole query).
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const reason = cause instanceof Error ? cause.message : String(cause);
      log().error(
        { event: 'database.unreachable', requestId, method: c.req.method, route, reason },
        'database unreachable',
      );
    } else if (apiError.status >= 500) {
      log().error(
        { event: 'api.failed', requestId, method: c.req.method, route, err: error },
        'API request failed',
      );
    }
    for (const [name, value] of Object.entries(apiError.headers ?? {})) c.header(name, value);
    return c.json(errorBody(apiError), apiError.status);
  });
  return app;
}

export type Api = ReturnType<typeof createApi>;
