import { useRouter } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { authMachine, type SessionInfo } from '#machines/auth.machine.ts';
import { getSession, signIn, signOut } from '#server/functions/auth.functions.ts';
import { verifyLoginCode } from '#server/functions/login-code.functions.ts';

const wiredAuthMachine = authMachine.provide({
  actors: {
    checkSession: fromPromise(() => getSession()),
    login: fromPromise(({ input }) => signIn({ data: input })),
    verifyCode: fromPromise(({ input }) => verifyLoginCode({ data: { code: input.code } })),
    logout: fromPromise<unknown>(() => signOut()),
  },
});

/**
 * The auth machine wired to the session server functions. When the state changes between signed
 * in and signed out, the router re-runs its guards and goes where the new state belongs.
 */
export function useAuth(
  session: SessionInfo | null,
  /** `signedIn`: a path of this site, already checked (app/lib/login-return.ts). */
  destinations: { signedIn: string; signedOut: '/login' },
) {
  const [snapshot, send] = useActor(wiredAuthMachine, { input: { session } });
  const router = useRouter();
  const previous = useRef(snapshot.value);

  useEffect(() => {
    const was = previous.current;
    previous.current = snapshot.value;
    if (was === snapshot.value) return;
    // Signed in just now: after the password, or after the code (issue 23).
    const signingIn =
      was === 'authenticating' || (typeof was === 'object' && 'awaitingCode' in was);
    if (snapshot.matches('authenticated') && signingIn) {
      void router
        .invalidate()
        .then(() => router.navigate({ href: destinations.signedIn, replace: true }));
    }
    if (snapshot.matches('unauthenticated') && was === 'loggingOut') {
      // Leave first, then drop what the router kept: invalidating while still on a dashboard page
      // would re-run its loaders without a session (a 401 the browser reports for nothing).
      void router
        .navigate({ to: destinations.signedOut, replace: true })
        .then(() => router.invalidate());
    }
  }, [snapshot, router, destinations.signedIn, destinations.signedOut]);

  return { snapshot, send };
}
