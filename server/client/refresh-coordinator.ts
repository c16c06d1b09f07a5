import { createHash } from 'node:crypto';
import type { RefreshedTokens } from '#machines/token-refresh.machine.ts';

/** Who asks for a refresh, as the site sees it (server/functions/session.server.ts). */
export interface RefreshCaller {
  /** The browser's User-Agent and address: only the same browser shares a refresh. */
  fingerprint: string;
  /** The caller's place in the order requests arrived in (`noteTokensPresented`). */
  arrival: number;
}

interface Entry {
  promise: Promise<RefreshedTokens>;
  fingerprint: string;
  settledAt: number | null;
  /** The arrival of the first request that carried the new tokens: the old one's grace ends. */
  supersededAtArrival: number | null;
  /** The keys of the new tokens in `successorOf`, forgotten with the entry. */
  successors: string[];
}

/**
 * How long a finished refresh answers late callers of the same browser that still hold the old
 * refresh token: the parallel requests of one page, which left before the new cookies came back.
 */
export const refreshGraceMs = 5_000;

const inFlight = new Map<string, Entry>();
/** New access and refresh token → the refresh token they replaced (all as SHA-256). */
const successorOf = new Map<string, string>();
let arrivals = 0;

const keyOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** One string for "this browser": the same User-Agent from the same address. */
export function visitorFingerprint(visitor: { userAgent?: string; address?: string }): string {
  return `${visitor.userAgent ?? ''}\n${visitor.address ?? ''}`;
}

function sweep(now: number) {
  for (const [key, entry] of inFlight) {
    if (entry.settledAt === null || now - entry.settledAt <= refreshGraceMs) continue;
    inFlight.delete(key);
    for (const successor of entry.successors) successorOf.delete(successor);
  }
}

/**
 * A request arrived with these tokens (read from its cookies). When they are the outcome of a
 * refresh, the browser has its new cookies: from now on the old refresh token is a replay, and
 * the API, not this process, answers it (reuse detection). Returns the request's arrival.
 */
export function noteTokensPresented(tokens: {
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
}): number {
  const arrival = ++arrivals;
  for (const token of [tokens.accessToken, tokens.refreshToken]) {
    const old = token ? successorOf.get(keyOf(token)) : undefined;
    const entry = old ? inFlight.get(old) : undefined;
    // Requests that arrived before this one still share: they left with the old cookie.
    if (entry) entry.supersededAtArrival ??= arrival;
  }
  return arrival;
}

/** The arrival of a caller whose request was not noted (a client built outside a request). */
export const nextArrival = () => ++arrivals;

function shares(entry: Entry, caller: RefreshCaller, now: number): boolean {
  if (entry.fingerprint !== caller.fingerprint) return false;
  if (entry.supersededAtArrival !== null && caller.arrival >= entry.supersededAtArrival)
    return false;
  return entry.settledAt === null || now - entry.settledAt <= refreshGraceMs;
}

/**
 * One refresh per refresh token and browser, process-wide. Concurrent 401s of one browser — in
 * one request or in parallel requests — share it, and its requests that left with the old cookie
 * just before the rotation get the same new pair for a few seconds instead of replaying a used
 * token (which the API treats as theft and answers by revoking the session). Anyone else holding
 * the old token — another browser, the same one too late, or after the new cookies were used —
 * is sent to the API with it, where the replay is detected.
 */
export function shareRefresh(
  refreshToken: string,
  caller: RefreshCaller,
  refresh: () => Promise<RefreshedTokens>,
  now = Date.now,
): Promise<RefreshedTokens> {
  sweep(now());
  const key = keyOf(refreshToken);
  const existing = inFlight.get(key);
  if (existing && shares(existing, caller, now())) return existing.promise;
  // The refresh stays shared by its first browser; another caller's attempt is its own.
  if (existing) return refresh();
  const entry: Entry = {
    promise: refresh(),
    fingerprint: caller.fingerprint,
    settledAt: null,
    supersededAtArrival: null,
    successors: [],
  };
  inFlight.set(key, entry);
  entry.promise.then(
    (tokens) => {
      entry.settledAt = now();
      if (inFlight.get(key) !== entry) return;
      entry.successors = [keyOf(tokens.accessToken), keyOf(tokens.refreshToken)];
      for (const successor of entry.successors) successorOf.set(successor, key);
    },
    () => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    },
  );
  return entry.promise;
}
