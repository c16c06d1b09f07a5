import { assign, fromPromise, setup } from 'xstate';
import { loginUnavailableMessage } from '#domain/login-messages.ts';
import { codeStepExpiredMessage, twoFactorChallengeSeconds } from '#domain/two-factor.ts';
import type * as T from './auth.types.ts';
import { challengeOf, emailOf, messageOf } from './auth.types.ts';

export type * from './auth.types.ts';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`authMachine: ${name} actor not provided`));

/**
 * SPEC §4 "Auth": unauthenticated → authenticated after a successful login, or at start when a
 * session exists; authenticated → unauthenticated on logout. `input.session` is what the server
 * already knows (SSR); without it the machine asks `checkSession` and shows "Chargement...".
 * Issue 23: a second factor adds `awaitingCode` (codes checked by `verifyCode`, `cancel` to leave).
 */
export const authMachine = setup({
  types: {
    input: {} as { session: T.SessionInfo | null },
    context: {} as T.AuthContext,
    events: {} as T.AuthEvent,
  },
  actors: {
    checkSession: fromPromise<T.SessionInfo>(notProvided('checkSession')),
    login: fromPromise<T.LoginOutcome, T.Credentials>(notProvided('login')),
    verifyCode: fromPromise<T.CodeOutcome, T.CodeInput>(notProvided('verifyCode')),
    logout: fromPromise<unknown>(notProvided('logout')),
  },
  guards: {
    knownSignedIn: ({ context }) => context.session?.authenticated === true,
    knownSignedOut: ({ context }) => context.session?.authenticated === false,
  },
  delays: {
    /** The API's challenge lifetime: past it, the code step cannot succeed. */
    challengeLifetime: twoFactorChallengeSeconds * 1000,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    session: input.session,
    email: input.session?.email ?? null,
    error: null,
    challenge: null,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [
        { guard: 'knownSignedIn', target: 'authenticated' },
        { guard: 'knownSignedOut', target: 'unauthenticated' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: ({ event }) => event.output.authenticated,
            target: 'authenticated',
            actions: assign({ email: ({ event }) => event.output.email }),
          },
          { target: 'unauthenticated' },
        ],
        // Cannot tell: treat as signed out (the server guard still protects every admin page).
        onError: { target: 'unauthenticated' },
      },
    },
    unauthenticated: { on: { login: 'authenticating' } },
    authenticating: {
      entry: assign({ error: null }),
      invoke: {
        src: 'login',
        input: ({ event }) =>
          event.type === 'login' ? event.credentials : { email: '', password: '' },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'authenticated',
            actions: assign({ email: ({ event }) => emailOf(event.output) }),
          },
          {
            guard: ({ event }) => 'twoFactor' in event.output,
            target: 'awaitingCode',
            actions: assign({ challenge: ({ event }) => challengeOf(event.output) }),
          },
          {
            target: 'unauthenticated',
            actions: assign({ error: ({ event }) => messageOf(event.output) }),
          },
        ],
        onError: { target: 'unauthenticated', actions: assign({ error: loginUnavailableMessage }) },
      },
    },
    awaitingCode: {
      initial: 'entering',
      // Timed from the challenge, not from the last try: re-entering `entering` keeps the clock.
      after: {
        challengeLifetime: {
          target: 'unauthenticated',
          actions: assign({ challenge: null, error: codeStepExpiredMessage }),
        },
      },
      on: {
        cancel: { target: 'unauthenticated', actions: assign({ challenge: null, error: null }) },
      },
      states: {
        entering: { on: { code: 'verifying' } },
        verifying: {
          entry: assign({ error: null }),
          invoke: {
            src: 'verifyCode',
            input: ({ context, event }) => ({
              challenge: context.challenge ?? '',
              code: event.type === 'code' ? event.code : '',
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: '#auth.authenticated',
                actions: assign({ email: ({ event }) => emailOf(event.output), challenge: null }),
              },
              {
                guard: ({ event }) => !event.output.ok && event.output.expired === true,
                target: '#auth.unauthenticated',
                actions: assign({ challenge: null, error: ({ event }) => messageOf(event.output) }),
              },
              {
                target: 'entering',
                actions: assign({ error: ({ event }) => messageOf(event.output) }),
              },
            ],
            // Unreachable or broken: the challenge still holds, the code can be sent again.
            onError: { target: 'entering', actions: assign({ error: loginUnavailableMessage }) },
          },
        },
      },
    },
    authenticated: { on: { logout: 'loggingOut' } },
    loggingOut: {
      invoke: {
        src: 'logout',
        // Signed out locally either way: the cookies are gone or the server is unreachable.
        onDone: { target: 'unauthenticated', actions: assign({ email: null, error: null }) },
        onError: { target: 'unauthenticated', actions: assign({ email: null, error: null }) },
      },
    },
  },
});
