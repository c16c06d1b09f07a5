import { createActor, fromPromise } from 'xstate';
import { authMachine, type SessionInfo } from '#machines/auth.machine.ts';
import { getSession, signIn, signOut } from '#server/functions/auth.functions.ts';
import { verifyLoginCode } from '#server/functions/login-code.functions.ts';

/** The auth machine wired to the session server functions (STYLE: actors provided by the page). */
export const wiredAuthMachine = authMachine.provide({
  actors: {
    checkSession: fromPromise(() => getSession()),
    login: fromPromise(({ input }) => signIn({ data: input })),
    verifyCode: fromPromise(({ input }) => verifyLoginCode({ data: { code: input.code } })),
    logout: fromPromise<unknown>(() => signOut()),
  },
});

/** A new auth actor for the sign-in page, which loads this module with `import()`. */
export const authActorFactory = (session: SessionInfo | null) => () =>
  createActor(wiredAuthMachine, { input: { session } });

export type AuthActor = ReturnType<ReturnType<typeof authActorFactory>>;
