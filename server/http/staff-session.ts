import type { IncomingMessage } from 'node:http';
import * as v from 'valibot';
import { sessionCookies } from './session-cookies.ts';

const accessCookie = new RegExp(`(?:^|;)\\s*${sessionCookies.access}=([^;]*)`);
const bearer = /^Bearer\s+(\S+)$/i;

/**
 * Whether a request carries a genuine staff session, for the front's staff lane
 * (docs/decisions/011): the access-token cookie (or an API client's Bearer token) must carry the
 * API's signature. `verify` is undefined when the site cannot check it (API_BASE_URL): then
 * nobody gets the staff lane.
 */
export function createStaffCheck(
  verify: ((token: string) => boolean | Promise<boolean>) | undefined,
) {
  return (request: IncomingMessage): boolean | Promise<boolean> => {
    if (!verify) return false;
    const token =
      accessCookie.exec(request.headers.cookie ?? '')?.[1] ??
      bearer.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return false;
    const verified = verify(token);
    const note = (genuine: boolean) => {
      const user = genuine ? subjectOf(token) : undefined;
      if (user !== undefined) staffUsers.set(request, user);
      return genuine;
    };
    return typeof verified === 'boolean' ? note(verified) : verified.then(note);
  };
}

const staffUsers = new WeakMap<IncomingMessage, string>();
const Claims = v.object({ sub: v.union([v.string(), v.number()]) });

/** The user id a token carries (`sub`); read only once its signature was checked. */
function subjectOf(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = v.safeParse(Claims, JSON.parse(Buffer.from(payload, 'base64url').toString()));
    return claims.success ? String(claims.output.sub) : undefined;
  } catch {
    return undefined;
  }
}

/** The staff member a request was checked to come from (the access log), if any. */
export const staffUserOf = (request: IncomingMessage): string | undefined =>
  staffUsers.get(request);
