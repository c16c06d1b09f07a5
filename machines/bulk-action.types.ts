import type { ArticlePrevious, ProductPrevious } from '#domain/bulk-actions.schema.ts';

/** What the administrator asked: one action on the rows selected (and where, for a move). */
export interface BulkAsk {
  action: string;
  ids: readonly number[];
  categoryId?: number | undefined;
}

export type BulkPrevious = ProductPrevious | ArticlePrevious;

/** Why nothing changed: the API's status and code (0: no answer) and its French message. */
export interface BulkFailure {
  status: number;
  code: string | null;
  message: string;
}

export type BulkReply =
  | { ok: true; changed: number[]; unchanged: number[]; previous?: BulkPrevious[] | undefined }
  | ({ ok: false } & BulkFailure);

export interface BulkActionContext {
  ask: BulkAsk | null;
  /** What undo sends back during the undo window; null outside it. */
  previous: BulkPrevious[] | null;
  /** The last failure, shown in the action bar until the next attempt. */
  error: BulkFailure | null;
}

export type BulkActionEvent =
  | { type: 'ask'; ask: BulkAsk }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'undo' };

/** What the page tells the administrator (its toasts), as the machine emits it. */
export type BulkActionEmitted =
  | { type: 'applied'; ask: BulkAsk; changed: number; unchanged: number; undoable: boolean }
  | { type: 'undone'; count: number }
  /** The undo window ended (expired, undo asked, or another action asked): drop its toast. */
  | { type: 'undo.closed' }
  | { type: 'failed'; failure: BulkFailure };

export const noAnswer: BulkFailure = { status: 0, code: null, message: '' };

export const failureOf = (reply: BulkReply): BulkFailure =>
  reply.ok ? noAnswer : { status: reply.status, code: reply.code, message: reply.message };

export const undoable = (reply: BulkReply) => reply.ok && (reply.previous?.length ?? 0) > 0;
