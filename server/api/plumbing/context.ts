import type { Context, MiddlewareHandler } from 'hono';
import type { StaffRole } from '#domain/staff.ts';
import { twoFactorEnrolmentRequiredMessage } from '#domain/two-factor.ts';
import type { Database } from '#server/db/connection.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import type { AddressOf } from '#server/http/client-address.ts';
import type { PolicyOptions } from '#server/http/security-headers.ts';
import type { ContactNotifier } from '#server/mail/contact-notifier.ts';
import type { ImageStorage } from '#server/storage/image-storage.ts';
import type { ImageVariants } from '#server/storage/image-variants.ts';
import type { LoginLimiter } from '../auth/login-limiter.ts';
import { authenticate } from '../auth/session-check.ts';
import type { RateLimit } from '../auth/throttle.ts';
import type { StaffClaims } from '../auth/tokens.ts';
import type { RentalsDeps } from '../rentals/rentals-runtime.ts';
import type { StatsIngestion } from '../stats/stats-ingestion.ts';
import { ApiError } from './errors.ts';

export interface ApiConfig {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Absolute session lifetime (SESSION_MAX_AGE): older sessions have ended, active or not. */
  sessionMaxAgeSeconds: number;
  /** The client's address from the socket and X-Forwarded-For, per TRUST_PROXY. */
  addressOf: AddressOf;
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
  /**
   * Login failures (auth/login-limiter.ts) and contact requests per address, counted in the
   * database: shared by every instance, kept across restarts (docs/decisions/016).
   */
  throttles: { login: LoginLimiter; contact: RateLimit };
  /** E-mails each new contact request (NOTIFY_EMAIL); absent when no SMTP server is set. */
  notifyContact?: ContactNotifier | undefined;
  /** First-party statistics' ingestion (issue 38): this instance's buffer, salts and limits. */
  stats: StatsIngestion;
  /** Rentals (issue 39): their settings, the requests' throttle and staff e-mail. */
  rentals: RentalsDeps;
  /** True once this instance is stopping (SIGTERM): readiness answers 503 from then on. */
  isDraining?: (() => boolean) | undefined;
}

export type ApiEnv = {
  Variables: {
    deps: ApiDeps;
    /** The signed-in staff member (with their live role), or null for an anonymous call. */
    auth: StaffClaims | null;
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

/**
 * What a session may still call while its account must set up two-factor sign-in (the site
 * requires it, issue 23): its own session, sign-out, refresh, the enrolment itself, the password
 * change (a temporary password is replaced in any order) and "Mes sessions" (ending a session
 * one does not recognise is never put off).
 */
const openBeforeEnrolment: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'GET', path: /^\/api\/auth\/session$/ },
  { method: 'POST', path: /^\/api\/auth\/(logout|refresh|password)$/ },
  { method: '*', path: /^\/api\/auth\/sessions(\/[0-9a-f-]+)?$/ },
  { method: '*', path: /^\/api\/auth\/two-factor(\/[a-z-]+)?$/ },
];

const isOpenBeforeEnrolment = (method: string, path: string) =>
  openBeforeEnrolment.some(
    (route) => (route.method === '*' || route.method === method) && route.path.test(path),
  );

/**
 * Reads the Bearer token when present: a bad token, or one whose session ended or whose user no
 * longer exists, is a 401 even on a public read (auth/session-check.ts). A session whose account
 * must still enrol in two-factor sign-in gets a 403 on everything but the enrolment.
 */
export const identify: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const token = bearerToken(c);
  const auth = token ? await authenticate(c.var.deps, token) : null;
  if (auth?.twoFactorEnrolmentRequired && !isOpenBeforeEnrolment(c.req.method, c.req.path)) {
    throw new ApiError(403, 'two_factor_enrolment_required', twoFactorEnrolmentRequiredMessage);
  }
  c.set('auth', auth);
  await next();
};

/** The signed-in administrator, or a 401 asking for a Bearer token. */
export function requireSession(c: ApiContext): StaffClaims {
  if (!c.var.auth) {
    throw new ApiError(401, 'unauthorized', 'Authentification requise.', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
  return c.var.auth;
}

/**
 * A session that may work: signed in, and not held at the password change (a temporary password
 * set by an administrator must be replaced first: 403 `password_change_required`).
 */
export function requireWorkingSession(c: ApiContext): StaffClaims {
  const auth = requireSession(c);
  if (auth.mustChangePassword) {
    throw new ApiError(
      403,
      'password_change_required',
      'Choisissez votre mot de passe avant de continuer.',
    );
  }
  return auth;
}

/** Every staff endpoint (both roles): a valid access token or 401, a working session or 403. */
export const requireAuth: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireWorkingSession(c);
  await next();
};

/**
 * An endpoint for some roles only (domain/staff.ts): 401 without a session, 403 with another role.
 * Used instead of requireAuth.
 */
export function requireRole(...roles: StaffRole[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const auth = requireWorkingSession(c);
    if (!roles.includes(auth.role)) {
      throw new ApiError(403, 'forbidden', 'Votre rôle ne permet pas cette action.');
    }
    await next();
  };
}

/** Who did it, for the journal: the signed-in staff member and their address. */
export function journalActor(c: ApiContext): JournalActor {
  const auth = c.var.auth;
  return {
    actorId: auth?.userId ?? null,
    actorEmail: auth?.email ?? null,
    ip: clientAddress(c),
    requestId: c.req.header('x-request-id') ?? null,
  };
}

/**
 * The caller's address for throttling: given by the in-process caller (a server function knows the
 * visitor's address), else the socket's (srvx `ip`) with X-Forwarded-For read from the right
 * through the trusted proxies only (TRUST_PROXY, server/http/client-address.ts).
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
  const request: unknown = c.req.raw;
  const socket =
    request && typeof request === 'object' && 'ip' in request && typeof request.ip === 'string'
      ? request.ip
      : undefined;
  return c.var.deps.config.addressOf(socket, c.req.header('x-forwarded-for'));
}

/** True when the caller is a signed-in administrator (sees drafts and inactive items). */
export const isAdmin = (c: ApiContext) => c.var.auth !== null && !c.var.auth.mustChangePassword;
