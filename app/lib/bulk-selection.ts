/**
 * Issue 24: which rows of an admin list page are selected for a bulk action. A selection belongs
 * to one page of one search (its `scope`, e.g. "q=…&page=2"): once the page or filter changes, the
 * old selection no longer counts, so an action never reaches rows the administrator cannot see.
 */
export interface BulkSelection {
  scope: string;
  ids: readonly number[];
}

export type SelectionEvent =
  | { type: 'toggle'; scope: string; id: number }
  /** "Tout sélectionner sur cette page": everything, or nothing when all were already selected. */
  | { type: 'page.toggle'; scope: string; pageIds: readonly number[] }
  | { type: 'clear' };

/** The tri-state of "Tout sélectionner sur cette page". */
export type PageCheck = 'none' | 'some' | 'all';

export const emptySelection = (scope = ''): BulkSelection => ({ scope, ids: [] });

/** The ids selected on the page shown now: none from another scope, none no longer listed. */
export function selectedOnPage(
  selection: BulkSelection,
  scope: string,
  pageIds: readonly number[],
): number[] {
  if (selection.scope !== scope) return [];
  const chosen = new Set(selection.ids);
  return pageIds.filter((id) => chosen.has(id));
}

export function pageCheck(selected: readonly number[], pageIds: readonly number[]): PageCheck {
  if (selected.length === 0 || pageIds.length === 0) return 'none';
  const chosen = new Set(selected);
  return pageIds.every((id) => chosen.has(id)) ? 'all' : 'some';
}

export function reduceSelection(state: BulkSelection, event: SelectionEvent): BulkSelection {
  if (event.type === 'clear') return emptySelection(state.scope);
  const current = state.scope === event.scope ? state.ids : [];
  if (event.type === 'toggle') {
    const ids = current.includes(event.id)
      ? current.filter((id) => id !== event.id)
      : [...current, event.id];
    return { scope: event.scope, ids };
  }
  const all =
    pageCheck(
      selectedOnPage({ scope: event.scope, ids: current }, event.scope, event.pageIds),
      event.pageIds,
    ) === 'all';
  return { scope: event.scope, ids: all ? [] : [...event.pageIds] };
}
