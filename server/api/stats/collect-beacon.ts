import { StatsBeaconSchema } from '#domain/stats-events.schema.ts';
import { statsBeaconLimits } from '#domain/stats-events.ts';
import type { BeaconAnswer, BeaconCall, CollectBeacon } from '#server/http/beacon-call.ts';
import { tooLargeBody } from '#server/http/request-bounds.ts';
import { sessionCookies } from '#server/http/session-cookies.ts';
import { log } from '#server/log/logger.ts';
import { ApiError, errorBody, serviceUnavailable } from '../plumbing/errors.ts';
import { parseJsonObject, requireJsonType } from '../plumbing/validation.ts';
import { eventRows } from './event-rows.ts';
import type { StatsIngestion } from './stats-ingestion.ts';
import { classifyUserAgent, notCounted } from './user-agent-class.ts';
import { visitorId } from './visitor-id.ts';

const accessCookie = new RegExp(`(?:^|;)\\s*${sessionCookies.access}=([^;]*)`);
/** Past this, a User-Agent says nothing more of a device or a browser (and keeps the cache small). */
const maxUserAgent = 512;

const noContent: BeaconAnswer = { status: 204 };

const answerOf = (error: ApiError): BeaconAnswer => ({
  status: error.status,
  json: JSON.stringify(errorBody(error)),
  ...(error.headers ? { headers: error.headers } : {}),
});

/** Spends `events` of the address's allowance, or refuses the beacon (429, Retry-After). */
function refuseFlood(
  stats: Omit<StatsIngestion, 'collect'>,
  address: string,
  events: number,
  now: number,
) {
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

/** The day's salt, or a 503 once the beacon's events are counted as dropped. */
async function saltFor(stats: Omit<StatsIngestion, 'collect'>, events: number): Promise<string> {
  try {
    return await stats.salts.current();
  } catch (error) {
    stats.buffer.drop(events);
    log().warn({ event: 'stats.salt-failed', err: error }, 'statistics salt unavailable');
    throw serviceUnavailable();
  }
}

/**
 * One beacon (issue 38, `POST /api/stats/events`), answered 204 whether it is counted or not. In
 * order, each step before any further work: STATS=off (nothing done); the address's flood limit,
 * one event's worth (429); the visitor's wishes, robots and staff (nothing read, nothing stored);
 * then the body, bounded at 4 Ko by whoever reads it (413), is checked (415, 400, 422), the rest
 * of its events are spent from the allowance (429), and the events join this instance's buffer.
 * `isStaffToken` says whether a session cookie's token was signed by this API (no database read).
 */
export function createBeaconCollector(
  stats: Omit<StatsIngestion, 'collect'>,
  isStaffToken: (token: string) => boolean,
): CollectBeacon {
  const isStaff = (call: BeaconCall) => {
    const token = accessCookie.exec(call.cookie ?? '')?.[1];
    return token !== undefined && isStaffToken(token);
  };
  return async (call) => {
    if (!stats.enabled) return noContent;
    try {
      const at = new Date();
      refuseFlood(stats, call.address, 1, at.getTime());
      const { userAgent } = call;
      if (userAgent === undefined || notCounted(call, () => isStaff(call)) !== null) {
        return noContent;
      }
      requireJsonType(call.contentType);
      const body = await call.readBody();
      if (body.kind === 'gone') return noContent;
      if (body.kind === 'too-large') {
        return { status: 413, json: tooLargeBody(statsBeaconLimits.maxBodyBytes, 'body') };
      }
      const { events } = parseJsonObject(body.text, StatsBeaconSchema);
      if (events.length > 1) refuseFlood(stats, call.address, events.length - 1, at.getTime());
      const salt = await saltFor(stats, events.length);
      const context = {
        at,
        visitor: visitorId(salt, call.address, userAgent, stats.siteHost),
        userAgent: classifyUserAgent(userAgent.slice(0, maxUserAgent)),
        ownHosts: [stats.siteHost, call.host ?? ''],
      };
      stats.buffer.add(eventRows(events, context));
      return noContent;
    } catch (error) {
      if (error instanceof ApiError) return answerOf(error);
      throw error;
    }
  };
}
