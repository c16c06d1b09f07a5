import { useActor } from '@xstate/react';
import type { SessionInfo } from '#machines/auth.machine.ts';
import { wiredAuthMachine } from './auth-actor.ts';
import { type AuthDestinations, useAuthNavigation } from './use-auth-navigation.ts';

/** The auth machine, running from the first render (the back-office layout's sign-out). */
export function useAuth(session: SessionInfo | null, destinations: AuthDestinations) {
  const [snapshot, send] = useActor(wiredAuthMachine, { input: { session } });
  useAuthNavigation(snapshot, destinations);
  return { snapshot, send };
}
