import { createHash } from 'node:crypto';
import type { RefreshedTokens } from '../../machines/token-refresh.machine.ts';

interface Entry {
  promise: Promise<RefreshedTokens>;
  settledAt: number | null;
}

/** How long a finished refresh answers late callers that still hold the old refresh token. */
const graceMs = 30_000;
const inFlight = new Map<string, Entry>();

/**
 * One refresh per refresh token, process-wide. Concurrent 401s — in one request or in parallel
 * requests of the same browser — share it, and requests that left the browser with the old
 * cookie just before the rotation get the same new pair instead of replaying a used token
 * (which the API treats as theft and answers by revoking the session).
 */
export function shareRefresh(
  refreshToken: string,
  refresh: () => Promise<RefreshedTokens>,
  now = Date.now,
): Promise<RefreshedTokens> {
  const key = createHash('sha256').update(refreshToken).digest('hex');
  for (const [other, entry] of inFlight) {
    if (entry.settledAt !== null && now() - entry.settledAt > graceMs) inFlight.delete(other);
  }
  const existing = inFlight.get(key);
  if (existing) return existing.promise;
  const entry: Entry = { promise: refresh(), settledAt: null };
  inFlight.set(key, entry);
  entry.promise.then(
    () => {
      entry.settledAt = now();
    },
    () => {
      inFlight.delete(key);
    },
  );
  return entry.promise;
}
