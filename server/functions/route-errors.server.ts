import { notFound, redirect } from '@tanstack/react-router';
import { getRequestHeader, setResponseStatus } from '@tanstack/react-start/server';
import { sessionClosedParam } from '#domain/login-reason.ts';
import { sessionClosedCode } from '#domain/session-end.ts';
import { isHttpError } from '../client/http-error.ts';
import { type SaveResult, toSaveFailure } from './article-form.server.ts';
import { createCookieTokenStore } from './session.server.ts';

/**
 * A server function called by the page over HTTP (Start serialises its redirects as JSON for the
 * client to follow), as opposed to one a page load runs in-process during SSR.
 */
function isServerFnCall(): boolean {
  try {
    return getRequestHeader('x-tsr-serverFn') === 'true';
  } catch {
    return false;
  }
}

/**
 * STYLE.md: errors are mapped in one place. 401 (the session is over: the refresh failed, or there
 * was nothing to refresh) → the cookies are cleared, else /login would send a visitor still
 * holding them back to /dashboard, and → /login: a page load gets the redirect, a call from the
 * page gets 401 with the redirect its client follows; 404 → the route's not-found; anything else
 * as it is.
 */
export function rethrowForRoute(error: unknown): never {
  if (isHttpError(error, 401)) {
    createCookieTokenStore().clear();
    if (isServerFnCall()) setResponseStatus(401);
    // An administrator ended the session: the sign-in page says so (issue 36 §6).
    const search = error.code === sessionClosedCode ? { raison: sessionClosedParam } : {};
    throw redirect({ to: '/login', search, replace: true });
  }
  if (isHttpError(error, 404)) throw notFound();
  throw error;
}

/** The body of a route's server function, its errors mapped by `rethrowForRoute`. */
export async function withRouteErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    rethrowForRoute(error);
  }
}

/**
 * Runs an action a page asked for: an ended session goes to /login (as `rethrowForRoute`), any
 * other API refusal comes back as a value the form shows (`SaveFailure`).
 */
export async function actOrSignIn<T>(run: () => Promise<T>): Promise<SaveResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (isHttpError(error, 401)) rethrowForRoute(error);
    return toSaveFailure(error);
  }
}
