import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/connection.ts';
import type { PolicyOptions } from '../http/security-headers.ts';
import type { ImageStorage } from '../storage/image-storage.ts';
import type { ImageVariants } from '../storage/image-variants.ts';
import type { LoginThrottle } from './auth/throttle.ts';
import { type AccessClaims, verifyAccessToken } from './auth/tokens.ts';
import { ApiError } from './errors.ts';

export interface ApiConfig {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy). */
  trustProxy: boolean;
  /** Response headers (server/http/security-headers.ts) for this deployment. */
  securityPolicy: PolicyOptions;
  /** Origins a browser's write may name besides the request's own (the public SITE_URL). */
  trustedOrigins: string[];
}

export interface ApiDeps {
  db: Database;
  storage: ImageStorage;
  /** Narrower copies of stored images for srcset (`GET /images/{path}?w=…`). */
  imageVariants: ImageVariants;
  config: ApiConfig;
  /** In-memory limits: login failures per account and address; contact requests per address. */
  throttles: { account: LoginThrottle; address: LoginThrottle; contact: LoginThrottle };
}

export type ApiEnv = {
  Variables: {
    deps: ApiDeps;
    /** The signed-in administrator, or null for an anonymous (public) call. */
    auth: AccessClaims | null;
  };
};

export type ApiContext = Context<ApiEnv>;

function bearerToken(c: ApiContext): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError(401, 'unauthorized', 'En-tête Authorization invalide.');
  return match[1];
}

/** Reads the Bearer token when present: a bad token is a 401 even on a public read. */
export const identify: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = bearerToken(c);
  c.set('auth', token ? await verifyAccessToken(token, c.var.deps.config.jwtSecret) : null);
  await next();
};

/** Every mutating endpoint: a valid access token or 401. */
export const requireAuth: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.var.auth) {
    throw new ApiError(401, 'unauthorized', 'Authentification requise.', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
  await next();
};

/**
 * The caller's address for throttling: given by the in-process caller (a server function knows the
 * visitor's address), else X-Forwarded-For behind a trusted proxy, else the socket's (srvx `ip`).
 */
export function clientAddress(c: ApiContext): string {
  const bindings: unknown = c.env;
  if (
    bindings &&
    typeof bindings === 'object' &&
    'clientAddress' in bindings &&
    typeof bindings.clientAddress === 'string'
  ) {
    return bindings.clientAddress;
  }
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const request: unknown = c.req.raw;
  if (request && typeof request === 'object' && 'ip' in request && typeof request.ip === 'string') {
    return request.ip;
  }
  return 'unknown';
}

/** True when the caller is a signed-in administrator (sees drafts and inactive items). */
export const isAdmin = (c: ApiContext) => c.var.auth !== null;
