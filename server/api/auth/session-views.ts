import type { SessionRow } from '#server/db/repositories/staff.repository.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { sessionsCreatedAfter } from './session-check.ts';
import { describeBrowser } from './session-label.ts';

/**
 * A session as "Mes sessions" and the team page show it. `place` stays null: no geolocation
 * database ships with the project and no address is sent to a third party (issue 23 asks for a
 * place only when it can be found locally).
 */
export function toSessionView(row: SessionRow, currentSessionId: string | null) {
  return {
    id: row.id,
    current: row.id === currentSessionId,
    browser: describeBrowser(row.userAgent),
    ip: row.ip,
    place: null,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

/** The live-session limits of this deployment (absolute and idle lifetimes), as instants. */
export function liveSessionLimits(config: ApiDeps['config'], now = Date.now()) {
  return {
    createdAfter: sessionsCreatedAfter(config, now),
    seenAfter: new Date(now - config.refreshTokenTtlSeconds * 1000),
  };
}
