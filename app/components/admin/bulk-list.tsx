import { Fragment, type ReactNode, useRef } from 'react';
import {
  type BulkWording,
  confirmQuestion,
  selectionDetail,
  verbFor,
} from '#app/lib/bulk-wording.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { BulkConfirmDialog } from './bulk-confirm-dialog.tsx';
import { BulkToolbar } from './bulk-toolbar.tsx';
import type { useBulkAction } from './use-bulk-action.ts';
import type { BulkSelectionControls } from './use-bulk-selection.ts';

type Ask = (action: string, categoryId?: number) => void;

/**
 * Issue 24: one page of a back-office list with its bulk selection: the toolbar and its actions
 * above the rows, each action confirmed, then one request and a toast (use-bulk-action.ts).
 */
export function BulkList({
  wording: { label, noun, verbs },
  bulk,
  selection,
  where = '',
  custom,
  children,
}: {
  wording: BulkWording;
  bulk: ReturnType<typeof useBulkAction>;
  selection: BulkSelectionControls;
  /** Where the asked action sends the rows (" vers « Lits »"), for its question. */
  where?: string;
  /**
   * An action that needs more than its button (a destination to choose); every other verb is a
   * button named after it, in the order of `verbs`.
   */
  custom?: { action: string; render: (ask: Ask) => ReactNode };
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
        {Object.entries(verbs).map(([action, { label: name, destructive }]) =>
          action === custom?.action ? (
            <Fragment key={action}>{custom.render(ask)}</Fragment>
          ) : (
            <button
              key={action}
              type="button"
              className={destructive ? `${secondaryButton} text-red-700` : secondaryButton}
              onClick={() => ask(action)}
            >
              {name}
            </button>
          ),
        )}
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
