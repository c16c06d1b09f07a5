import { getRequest } from '@tanstack/react-start/server';
import { isSessionClosed } from '#domain/session-end.ts';
import { getSession } from '../client/auth.client.ts';
import { isHttpError } from '../client/http-error.ts';
import type { RestClient } from '../client/rest-client.ts';
import { createCookieTokenStore, readSession, sessionClient } from './session.server.ts';

/**
 * - true: the API says the session is live (after refreshing an expired access token; the
 *   rotated cookies are written);
 * - false: no session cookies, or the API refused them (401; the cookies are cleared);
 * - 'unknown': the API has no GET /auth/session (a server implementing only SPEC §7 through
 *   API_BASE_URL answers 404): the caller falls back to letting the API judge its own call.
 * Any other failure (503, no answer) is thrown.
 */
export type SessionVerdict = boolean | 'unknown';

export interface VerifiedSession {
  verdict: SessionVerdict;
  /** The client to make the request's calls with: it holds the tokens as refreshed here. */
  client: RestClient;
  /** Refused because an administrator ended the session (issue 36 §6): the caller says so. */
  closed?: boolean;
}

/** Once per request: a page or route asking twice does not cost the API twice. */
const verified = new WeakMap<Request, Promise<VerifiedSession>>();

async function ask(): Promise<VerifiedSession> {
  const client = sessionClient(createCookieTokenStore());
  if (!readSession().authenticated) return { verdict: false, client };
  try {
    await getSession(client);
    return { verdict: true, client };
  } catch (error) {
    if (isHttpError(error, 401)) return { verdict: false, client, closed: isSessionClosed(error) };
    if (isHttpError(error, 404) || isHttpError(error, 405)) return { verdict: 'unknown', client };
    throw error;
  }
}

/**
 * Checks the request's session with the API before any costly work (reading an upload, sanitising
 * a preview): a cookie that merely exists (`mc_access=x`) is not a session. Issue 18 points 2, 3.
 */
export function verifySession(): Promise<VerifiedSession> {
  let request: Request | undefined;
  try {
    request = getRequest();
  } catch {
    return ask();
  }
  const known = verified.get(request);
  if (known) return known;
  const pending = ask();
  verified.set(request, pending);
  return pending;
}
