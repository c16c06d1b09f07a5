/** The session's httpOnly cookies (docs/decisions/003): the page cache bypasses any request carrying one. */
export const sessionCookies = { access: 'mc_access', refresh: 'mc_refresh' } as const;

const sessionCookie = new RegExp(
  `(?:^|;)\\s*(?:${sessionCookies.access}|${sessionCookies.refresh})=`,
);

/** Whether a Cookie header carries a session cookie (even an expired or forged one). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? sessionCookie.test(cookieHeader) : false;
}
