import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { AuthActor } from './auth-actor.ts';

type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>;

/** Where the auth state sends the visitor: `signedIn` is a path of this site, already checked. */
export interface AuthDestinations {
  signedIn: string;
  signedOut: '/login';
}

/**
 * When the auth state changes between signed in and signed out, the router re-runs its guards
 * and goes where the new state belongs. `snapshot` is null while the machine is not running yet.
 */
export function useAuthNavigation(snapshot: AuthSnapshot | null, destinations: AuthDestinations) {
  const router = useRouter();
  const value = snapshot?.value ?? null;
  const previous = useRef(value);

  useEffect(() => {
    const was = previous.current;
    previous.current = value;
    if (was === value || !snapshot) return;
    // Signed in just now: after the password, or after the code (issue 23).
    const signingIn =
      was === 'authenticating' ||
      (typeof was === 'object' && was !== null && 'awaitingCode' in was);
    if (snapshot.matches('authenticated') && signingIn) {
      // The login page's guard may already have sent the visitor there while reloading: going
      // again would run every loader of the dashboard a second time.
      void router.invalidate().then(() => {
        if (router.state.location.href === destinations.signedIn) return;
        return router.navigate({ href: destinations.signedIn, replace: true });
      });
    }
    if (snapshot.matches('unauthenticated') && was === 'loggingOut') {
      // Leave first, then drop what the router kept: invalidating while still on a dashboard page
      // would re-run its loaders without a session (a 401 the browser reports for nothing).
      void router
        .navigate({ to: destinations.signedOut, replace: true })
        .then(() => router.invalidate());
    }
  }, [snapshot, value, router, destinations.signedIn, destinations.signedOut]);
}
