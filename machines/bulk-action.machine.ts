import { assign, emit, fromPromise, setup } from 'xstate';
import { limits } from '#config';
import {
  type BulkActionContext,
  type BulkActionEmitted,
  type BulkActionEvent,
  type BulkAsk,
  type BulkFailure,
  type BulkPrevious,
  type BulkReply,
  failureOf,
  noAnswer,
  undoable,
} from './bulk-action.types.ts';

export type * from './bulk-action.types.ts';

const nothingAsked: BulkAsk = { action: '', ids: [] };

/**
 * Issue 24, a bulk action of an admin list: idle → confirming (the dialog naming the count) →
 * running (one request: the `apply` actor, which also reloads the list) → for a reversible action
 * the undo window (`undoWindow`, 10 s) where `undo` sends `restaurer` with the answer's `previous`
 * (the `undo` actor). A failure returns to idle with `error` set (the page keeps its selection).
 * A new `ask` during the undo window ends it; none is taken while a request runs.
 */
export const bulkActionMachine = setup({
  types: {
    context: {} as BulkActionContext,
    events: {} as BulkActionEvent,
    emitted: {} as BulkActionEmitted,
  },
  actors: {
    apply: fromPromise<BulkReply, BulkAsk>(() =>
      Promise.reject(new Error('bulkAction: apply actor not provided')),
    ),
    undo: fromPromise<BulkReply, BulkPrevious[]>(() =>
      Promise.reject(new Error('bulkAction: undo actor not provided')),
    ),
  },
  delays: { undoWindow: limits.bulkUndoWindowMs },
  guards: {
    succeeded: (_, reply: BulkReply) => reply.ok,
    undoable: (_, reply: BulkReply) => undoable(reply),
  },
  actions: {
    store: assign((_, ask: BulkAsk) => ({ ask, error: null })),
    keepPrevious: assign((_, reply: BulkReply) => ({
      previous: reply.ok ? (reply.previous ?? null) : null,
    })),
    forgetPrevious: assign({ previous: null }),
    fail: assign((_, failure: BulkFailure) => ({ error: failure })),
    tellApplied: emit(({ context }, reply: BulkReply) => ({
      type: 'applied' as const,
      ask: context.ask ?? nothingAsked,
      changed: reply.ok ? reply.changed.length : 0,
      unchanged: reply.ok ? reply.unchanged.length : 0,
      undoable: undoable(reply),
    })),
    tellFailed: emit(({ context }) => ({
      type: 'failed' as const,
      failure: context.error ?? noAnswer,
    })),
    tellUndone: emit(({ context }) => ({
      type: 'undone' as const,
      count: context.previous?.length ?? 0,
    })),
    tellUndoClosed: emit({ type: 'undo.closed' }),
  },
}).createMachine({
  id: 'bulkAction',
  context: { ask: null, previous: null, error: null },
  initial: 'idle',
  on: {
    ask: { target: '.confirming', actions: { type: 'store', params: ({ event }) => event.ask } },
  },
  states: {
    idle: { entry: 'forgetPrevious' },
    confirming: { on: { confirm: 'running', cancel: 'idle' } },
    running: {
      tags: ['busy'],
      on: { ask: {} },
      invoke: {
        src: 'apply',
        input: ({ context }) => context.ask ?? nothingAsked,
        onDone: [
          {
            guard: { type: 'undoable', params: ({ event }) => event.output },
            target: 'undoWindow',
            actions: [
              { type: 'keepPrevious', params: ({ event }) => event.output },
              { type: 'tellApplied', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'tellApplied', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => failureOf(event.output) },
          },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: noAnswer } },
      },
    },
    undoWindow: {
      exit: 'tellUndoClosed',
      after: { undoWindow: 'idle' },
      on: { undo: 'undoing' },
    },
    undoing: {
      tags: ['busy'],
      on: { ask: {} },
      invoke: {
        src: 'undo',
        input: ({ context }) => context.previous ?? [],
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'idle',
            actions: 'tellUndone',
          },
          {
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => failureOf(event.output) },
          },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: noAnswer } },
      },
    },
    failed: { entry: 'tellFailed', always: 'idle' },
  },
});
