import { useReducer } from 'react';
import {
  emptySelection,
  pageCheck,
  reduceSelection,
  selectedOnPage,
} from '#app/lib/bulk-selection.ts';

/**
 * Issue 24: the rows selected on the page shown. `scope` names the page and its filters: when it
 * changes the selection is empty, and rows no longer listed (deleted) drop out of it.
 */
export function useBulkSelection(scope: string, pageIds: readonly number[]) {
  const [selection, dispatch] = useReducer(reduceSelection, scope, emptySelection);
  const selected = selectedOnPage(selection, scope, pageIds);
  return {
    selected,
    check: pageCheck(selected, pageIds),
    isSelected: (id: number) => selected.includes(id),
    toggle: (id: number) => dispatch({ type: 'toggle', scope, id }),
    togglePage: () => dispatch({ type: 'page.toggle', scope, pageIds }),
    clear: () => dispatch({ type: 'clear' }),
  };
}

export type BulkSelectionControls = ReturnType<typeof useBulkSelection>;
