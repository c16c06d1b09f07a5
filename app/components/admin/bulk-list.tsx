import { type ReactNode, useRef } from 'react';
import {
  type BulkVerb,
  confirmQuestion,
  type Noun,
  selectionDetail,
  verbFor,
} from '#app/lib/bulk-wording.ts';
import { BulkConfirmDialog } from './bulk-confirm-dialog.tsx';
import { BulkToolbar } from './bulk-toolbar.tsx';
import type { useBulkAction } from './use-bulk-action.ts';
import type { BulkSelectionControls } from './use-bulk-selection.ts';

/**
 * Issue 24: one page of a back-office list with its bulk selection: the toolbar and its actions
 * above the rows, each action confirmed, then one request and a toast (use-bulk-action.ts).
 */
export function BulkList({
  label,
  noun,
  verbs,
  bulk,
  selection,
  where = '',
  actions,
  children,
}: {
  /** The toolbar's accessible name: "Actions groupées sur les articles". */
  label: string;
  noun: Noun;
  verbs: Record<string, BulkVerb>;
  bulk: ReturnType<typeof useBulkAction>;
  selection: BulkSelectionControls;
  /** Where the asked action sends the rows (" vers « Lits »"), for its question. */
  where?: string;
  /** The toolbar's buttons, each asking for its action on the selected rows. */
  actions: (ask: (action: string, categoryId?: number) => void) => ReactNode;
  children: ReactNode;
}) {
  const selectAll = useRef<HTMLInputElement>(null);
  const ask = (action: string, categoryId?: number) =>
    bulk.send({ type: 'ask', ask: { action, ids: selection.selected, categoryId } });
  const verb = verbFor(verbs, bulk.ask?.action ?? '');
  const count = bulk.ask?.ids.length ?? 0;
  return (
    <>
      <BulkToolbar
        label={label}
        check={selection.check}
        count={selection.selected.length}
        busy={bulk.busy}
        error={bulk.error}
        selectAllRef={selectAll}
        onTogglePage={selection.togglePage}
        onClear={selection.clear}
      >
        {actions(ask)}
      </BulkToolbar>
      {children}
      <BulkConfirmDialog
        open={bulk.confirming}
        busy={bulk.busy}
        title={confirmQuestion(verb, count, noun, where)}
        detail={selectionDetail(count, noun)}
        confirmLabel={verb.label}
        destructive={verb.destructive}
        fallbackFocus={selectAll}
        onConfirm={() => bulk.send({ type: 'confirm' })}
        onCancel={() => bulk.send({ type: 'cancel' })}
      />
    </>
  );
}
