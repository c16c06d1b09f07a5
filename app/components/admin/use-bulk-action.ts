import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fromPromise } from 'xstate';
import {
  type BulkVerb,
  failureMessage,
  type Noun,
  resultMessage,
  undoneMessage,
} from '#app/lib/bulk-wording.ts';
import { limits } from '#config';
import type { ActionResult } from '#domain/action-result.ts';
import {
  type BulkAsk,
  type BulkPrevious,
  type BulkReply,
  bulkActionMachine,
} from '#machines/bulk-action.machine.ts';

/** A server function's answer: the API's result, or why it refused (`actOrSignIn`). */
export type BulkCallResult<TResult> = ActionResult<TResult>;

export interface BulkActionWiring {
  noun: Noun;
  /** The verb of an action, and where it sends the rows (" vers « Lits »") for a move. */
  describe: (ask: BulkAsk) => { verb: BulkVerb; where: string };
  apply: (ask: BulkAsk) => Promise<BulkReply>;
  undo: (previous: BulkPrevious[]) => Promise<BulkReply>;
  /** TanStack Query caches the change makes stale (the catalogue's product details). */
  queryKey: QueryKey;
}

/** The server function's answer as the machine reads it. */
export function toReply(
  result: BulkCallResult<{ changed: number[]; unchanged: number[]; previous?: BulkPrevious[] }>,
): BulkReply {
  return result.ok ? { ok: true, ...result.value } : result;
}

/**
 * Issue 24: the bulk action machine wired to the page: each request (and its undo) reloads the
 * list before the toast tells the result; reversible actions get "Annuler" in their toast for the
 * undo window, whose end removes that toast.
 */
export function useBulkAction(wiring: BulkActionWiring) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const latest = useRef(wiring);
  latest.current = wiring;
  const [machine] = useState(() => {
    const settle = async (reply: BulkReply) => {
      if (reply.ok) {
        await router.invalidate();
        void queryClient.invalidateQueries({ queryKey: latest.current.queryKey });
      }
      return reply;
    };
    return bulkActionMachine.provide({
      actors: {
        apply: fromPromise(async ({ input }) => settle(await latest.current.apply(input))),
        undo: fromPromise(async ({ input }) => settle(await latest.current.undo(input))),
      },
    });
  });
  const [snapshot, send, actor] = useActor(machine);

  useEffect(() => {
    let undoToast: string | number | null = null;
    const subscription = actor.on('*', (event) => {
      const { noun, describe } = latest.current;
      switch (event.type) {
        case 'applied': {
          const { verb, where } = describe(event.ask);
          const message = resultMessage(verb, noun, event, where);
          if (!event.undoable) {
            toast.success(message);
            return;
          }
          undoToast = toast.success(message, {
            duration: limits.bulkUndoWindowMs,
            action: { label: 'Annuler', onClick: () => actor.send({ type: 'undo' }) },
            classNames: { actionButton: 'min-h-11 min-w-11 justify-center' },
          });
          return;
        }
        case 'undo.closed':
          if (undoToast !== null) toast.dismiss(undoToast);
          undoToast = null;
          return;
        case 'undone':
          toast.success(undoneMessage(event.count, noun));
          return;
        case 'failed':
          toast.error(failureMessage(event.failure));
      }
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const { ask, error } = snapshot.context;
  return {
    ask,
    error: error ? failureMessage(error) : null,
    confirming: snapshot.matches('confirming') || snapshot.matches('running'),
    busy: snapshot.hasTag('busy'),
    send,
  };
}
