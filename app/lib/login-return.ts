import { sessionClosedParam } from '#domain/login-reason.ts';
import { urlSearch } from '#domain/url-search.ts';

/** A base no real request has: a path resolved against it must stay on it to be ours. */
const probe = 'http://return.invalid';

const maxLength = 1_000;

const hasControlCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/**
 * The back-office page to open after signing in, from the `redirect` search param of /login:
 * only a path of this site under /dashboard, normalised (dot-segments resolved). Anything else —
 * another site (`//evil.com`, `https://…`, `/\evil`), a public page, control characters, a
 * path that leaves /dashboard through `..` — is refused (undefined: the dashboard itself).
 */
export function dashboardReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > maxLength) return undefined;
  // Browsers read `\` as `/` (`/\evil.com` is another host); nothing of ours needs either.
  if (!value.startsWith('/') || value.includes('\\') || hasControlCharacter(value))
    return undefined;
  let url: URL;
  try {
    url = new URL(value, probe);
  } catch {
    return undefined;
  }
  if (url.origin !== probe) return undefined;
  if (url.pathname !== '/dashboard' && !url.pathname.startsWith('/dashboard/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `redirect` param /login is sent with: none for the dashboard itself (a plain /login). */
export function loginReturnParam(href: string): string | undefined {
  const path = dashboardReturnPath(href);
  return path === '/dashboard' ? undefined : path;
}

export interface LoginSearch {
  redirect?: string | undefined;
  /** Why the last session ended, when the sign-in page must say it (issue 36 §6). */
  raison?: typeof sessionClosedParam | undefined;
}

/** /login's search params: an unsafe `redirect` is dropped, never an error. */
export const LoginSearchSchema = urlSearch<
  LoginSearch,
  { redirect?: string | undefined; raison?: string | undefined }
>((search) => ({
  redirect: dashboardReturnPath(search.redirect),
  raison: search.raison === sessionClosedParam ? sessionClosedParam : undefined,
}));
