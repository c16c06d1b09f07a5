import { notFound, redirect } from '@tanstack/react-router';
import { isHttpError } from '../client/http-error.ts';

/**
 * STYLE.md: errors are mapped in one place. 401 after a failed refresh (the session is over, its
 * cookies already cleared) → /login; 404 → the route's not-found; anything else as it is.
 */
export function rethrowForRoute(error: unknown): never {
  if (isHttpError(error, 401)) throw redirect({ to: '/login', replace: true });
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
