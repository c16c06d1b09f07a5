import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { limits } from '#config';
import type { ActionResult } from '#domain/action-result.ts';

const unreachableMessage = 'Le serveur ne répond pas. Réessayez dans un instant.';

/** A toast's text: one line, or a title with a line of detail under it. */
export type Notice = string | { title: string; description: string };

/** One action of an admin list row, and what the administrator is told about it. */
export interface RowAction<T> {
  /** Which button runs it, when the row has several that say so while busy ("Déconnexion…"). */
  key?: string;
  /** Asked with `window.confirm` first; nothing happens when it is declined. */
  confirm?: string;
  /**
   * The server function (through `useServerFn`, so an ended session follows the redirect to
   * /login), answering an `ActionResult` (`actOrSignIn`, docs/decisions/026).
   */
  call: () => Promise<ActionResult<T>>;
  /** Shown once the list has reloaded; no toast when omitted. */
  success?: Notice | ((value: T) => Notice);
  /** After the success toast: what else the row does with the result. */
  afterSuccess?: (value: T) => void;
  /** Shown whatever went wrong; when omitted, the API's own message for a refusal. */
  failure?: string;
  /** Shown when the server did not answer and no `failure` is given. */
  unreachable?: string;
  /**
   * A change that can be taken back: "Annuler" in its success toast for the bulk actions' undo
   * window (issue 24), running `call` as one more action of the row, `done` its toast.
   */
  undo?: { call: () => Promise<ActionResult<unknown>>; done: string };
}

/** A toast's text and, for a change that can be taken back, its "Annuler" (the bulk actions'). */
function toastOptions(notice: Notice, undo: (() => void) | null) {
  const description = typeof notice === 'string' ? {} : { description: notice.description };
  if (!undo) return description;
  return {
    ...description,
    duration: limits.bulkUndoWindowMs,
    action: { label: 'Annuler', onClick: undo },
    classNames: { actionButton: 'min-h-11 min-w-11 justify-center' },
  };
}

/**
 * The actions of the back-office list rows (articles, products, contact requests, Corbeille,
 * équipe, sessions). One request at a time per row (`busy` disables its buttons, so a deletion
 * never races a status change, SPEC §4); once the server has answered the list reloads, then a
 * toast tells the outcome.
 */
export function useRowAction() {
  const router = useRouter();
  const [running, setRunning] = useState<string | null>(null);

  async function run<T>(action: RowAction<T>) {
    if (action.confirm !== undefined && !window.confirm(action.confirm)) return;
    setRunning(action.key ?? 'row');
    try {
      const result = await action.call();
      await router.invalidate();
      if (!result.ok) {
        toast.error(action.failure ?? result.message);
        return;
      }
      const { success, undo } = action;
      if (success) {
        const notice = typeof success === 'function' ? success(result.value) : success;
        const takeBack = undo ? () => void run({ call: undo.call, success: undo.done }) : null;
        const title = typeof notice === 'string' ? notice : notice.title;
        toast.success(title, toastOptions(notice, takeBack));
      }
      action.afterSuccess?.(result.value);
    } catch {
      toast.error(action.failure ?? action.unreachable ?? unreachableMessage);
    } finally {
      setRunning(null);
    }
  }

  return { busy: running !== null, running, run };
}
