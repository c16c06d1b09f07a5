import type { BrowserContext } from '@playwright/test';
import { signAccessToken, verifyAccessToken } from '#server/api/auth/tokens.ts';
import { sessionCookies } from '#server/http/session-cookies.ts';

/**
 * `token` as it will be once past its lifetime: the same session, signed by the server's own
 * code with its secret, expired a minute ago. Tests need not wait for a real token to expire.
 */
export async function expiredCopy(token: string, secret: string): Promise<string> {
  const claims = await verifyAccessToken(token, secret);
  return signAccessToken(claims, secret, 60, Date.now() - 120_000);
}

/** The e2e site's JWT_SECRET (playwright.config.ts chooses it and hands it to the site). */
export function e2eSecret(): string {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is not set: playwright.config.ts must choose it');
  return secret;
}

/** The browser's access cookie, swapped for its expired copy: its next request must refresh. */
export async function expireAccessCookie(context: BrowserContext): Promise<void> {
  const access = (await context.cookies()).find((cookie) => cookie.name === sessionCookies.access);
  if (!access) throw new Error('no access cookie: the browser is not signed in');
  await context.addCookies([{ ...access, value: await expiredCopy(access.value, e2eSecret()) }]);
}
