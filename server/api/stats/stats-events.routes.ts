import { Hono } from 'hono';
import { StatsBeaconSchema } from '#domain/stats-events.schema.ts';
import { sessionCookies } from '#server/http/session-cookies.ts';
import { isSignedByUs } from '../auth/tokens.ts';
import { type ApiContext, type ApiEnv, clientAddress } from '../plumbing/context.ts';
import { ApiError } from '../plumbing/errors.ts';
import { readJson } from '../plumbing/validation.ts';
import { eventRows } from './event-rows.ts';
import type { StatsIngestion } from './stats-ingestion.ts';
import { classifyUserAgent, notCounted } from './user-agent-class.ts';
import { visitorId } from './visitor-id.ts';

const accessCookie = new RegExp(`(?:^|;)\\s*${sessionCookies.access}=([^;]*)`);

/** A genuine staff session's cookie: signed by this API (no database read, a few µs). */
function isStaff(c: ApiContext): boolean {
  const token = accessCookie.exec(c.req.header('cookie') ?? '')?.[1];
  const { jwtSecret, refreshTokenTtlSeconds } = c.var.deps.config;
  return token !== undefined && isSignedByUs(token, jwtSecret, refreshTokenTtlSeconds);
}

/** Spends `events` of the address's allowance, or refuses the beacon (429, Retry-After). */
function refuseFlood(stats: StatsIngestion, address: string, events: number, now: number) {
  const waitMs = stats.buckets.take(address, events, now);
  if (waitMs === 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new ApiError(
    429,
    'too_many_requests',
    `Trop d’événements envoyés depuis votre adresse. Réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

/** Past this, a User-Agent says nothing more of a device or a browser (and keeps the cache small). */
const maxUserAgent = 512;

const noContent = (c: ApiContext) => c.body(null, 204);

/**
 * `POST /api/stats/events` (issue 38): the beacon's events, public and answered 204 whether they
 * are counted or not. In order, each step before any further work: the body's bound (4 Ko, the
 * API's body limit, unread when declared larger: 413); STATS=off (nothing done); the address's
 * flood limit, one event's worth (429); the visitor's wishes, robots and staff (nothing stored);
 * then the body is read and checked (415, 400, 422), the rest of its events are spent from the
 * allowance (429), and the events join this instance's buffer.
 */
export const statsEventRoutes = new Hono<ApiEnv>().post('/events', async (c) => {
  const { stats } = c.var.deps;
  if (!stats.enabled) return noContent(c);
  const at = new Date();
  const address = clientAddress(c);
  refuseFlood(stats, address, 1, at.getTime());
  const userAgent = c.req.header('user-agent');
  const headers = { dnt: c.req.header('dnt'), gpc: c.req.header('sec-gpc'), userAgent };
  if (userAgent === undefined || notCounted(headers, () => isStaff(c)) !== null) {
    return noContent(c);
  }
  const { events } = await readJson(c, StatsBeaconSchema);
  if (events.length > 1) refuseFlood(stats, address, events.length - 1, at.getTime());
  let salt: string;
  try {
    salt = await stats.salts.current();
  } catch (error) {
    // No salt, no visitor: these events are lost, and counted as such.
    stats.buffer.drop(events.length);
    throw error;
  }
  const context = {
    at,
    visitor: visitorId(salt, address, userAgent, stats.siteHost),
    userAgent: classifyUserAgent(userAgent.slice(0, maxUserAgent)),
    ownHosts: [stats.siteHost, c.req.header('host') ?? ''],
  };
  stats.buffer.add(eventRows(events, context));
  return noContent(c);
});
