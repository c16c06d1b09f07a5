import { and, assign, fromPromise, setup } from 'xstate';

/** The access and refresh tokens a refresh hands back (SPEC §7 POST /auth/refresh). */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
}

export type ProtectedCallOutput<T> = { ok: true; result: T } | { ok: false; error: unknown };

const hasStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === status;

/**
 * SPEC §4 "Token refresh", for one protected call: a 401 while a refresh token is held triggers
 * one refresh, the new tokens are stored and the call is retried once; if the refresh fails, the
 * tokens are cleared and the ORIGINAL error is raised. A second 401 is not refreshed again.
 * Sharing one refresh between concurrent calls is the `refresh` actor's job (see the client).
 */
export const tokenRefreshMachine = setup({
  types: {
    input: {} as { hasRefreshToken: boolean },
    context: {} as {
      hasRefreshToken: boolean;
      error: unknown;
      output: ProtectedCallOutput<unknown> | null;
    },
    output: {} as ProtectedCallOutput<unknown>,
  },
  actors: {
    call: fromPromise<unknown>(() =>
      Promise.reject(new Error('tokenRefreshMachine: call actor not provided')),
    ),
    refresh: fromPromise<RefreshedTokens>(() =>
      Promise.reject(new Error('tokenRefreshMachine: refresh actor not provided')),
    ),
  },
  actions: {
    storeTokens: (_, _tokens: RefreshedTokens) => {
      throw new Error('tokenRefreshMachine: storeTokens action not provided');
    },
    clearTokens: () => {
      throw new Error('tokenRefreshMachine: clearTokens action not provided');
    },
  },
  guards: {
    isUnauthorized: ({ event }) => 'error' in event && hasStatus(event.error, 401),
    holdsRefreshToken: ({ context }) => context.hasRefreshToken,
  },
}).createMachine({
  id: 'tokenRefresh',
  context: ({ input }) => ({
    hasRefreshToken: input.hasRefreshToken,
    error: undefined,
    output: null,
  }),
  initial: 'calling',
  states: {
    calling: {
      invoke: {
        src: 'call',
        onDone: {
          target: 'succeeded',
          actions: assign({ output: ({ event }) => ({ ok: true as const, result: event.output }) }),
        },
        onError: [
          {
            guard: and(['isUnauthorized', 'holdsRefreshToken']),
            target: 'refreshing',
            actions: assign({ error: ({ event }) => event.error }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    refreshing: {
      invoke: {
        src: 'refresh',
        onDone: {
          target: 'retrying',
          actions: { type: 'storeTokens', params: ({ event }) => event.output },
        },
        // The original 401 is what the caller sees, not the refresh's own failure.
        onError: { target: 'failed', actions: 'clearTokens' },
      },
    },
    retrying: {
      invoke: {
        src: 'call',
        onDone: {
          target: 'succeeded',
          actions: assign({ output: ({ event }) => ({ ok: true as const, result: event.output }) }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => context.output ?? { ok: false, error: context.error },
});
