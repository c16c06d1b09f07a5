import { assign, fromPromise, setup } from 'xstate';
import { loginUnavailableMessage } from '#domain/login-messages.ts';

export interface SessionInfo {
  authenticated: boolean;
  email: string | null;
}

export interface Credentials {
  email: string;
  password: string;
}

export type LoginOutcome = { ok: true; email: string } | { ok: false; message: string };

/**
 * SPEC §4 "Auth": unauthenticated → authenticated after a successful login, or at start when a
 * session exists; authenticated → unauthenticated on logout. `input.session` is what the server
 * already knows (SSR); without it the machine asks `checkSession` and shows "Chargement...".
 */
export const authMachine = setup({
  types: {
    input: {} as { session: SessionInfo | null },
    context: {} as { session: SessionInfo | null; email: string | null; error: string | null },
    events: {} as { type: 'login'; credentials: Credentials } | { type: 'logout' },
  },
  actors: {
    checkSession: fromPromise<SessionInfo>(() =>
      Promise.reject(new Error('authMachine: checkSession actor not provided')),
    ),
    login: fromPromise<LoginOutcome, Credentials>(() =>
      Promise.reject(new Error('authMachine: login actor not provided')),
    ),
    logout: fromPromise<unknown>(() =>
      Promise.reject(new Error('authMachine: logout actor not provided')),
    ),
  },
  guards: {
    knownSignedIn: ({ context }) => context.session?.authenticated === true,
    knownSignedOut: ({ context }) => context.session?.authenticated === false,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    session: input.session,
    email: input.session?.email ?? null,
    error: null,
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
    unauthenticated: {
      on: { login: { target: 'authenticating' } },
    },
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
            actions: assign({
              email: ({ event }) => (event.output.ok ? event.output.email : null),
            }),
          },
          {
            target: 'unauthenticated',
            actions: assign({
              error: ({ event }) => (event.output.ok ? null : event.output.message),
            }),
          },
        ],
        onError: { target: 'unauthenticated', actions: assign({ error: loginUnavailableMessage }) },
      },
    },
    authenticated: {
      on: { logout: { target: 'loggingOut' } },
    },
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
