import type { IncomingMessage } from 'node:http';
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
    return token ? verify(token) : false;
  };
}
