import * as v from 'valibot';

/**
 * The edit page's history entry remembers that this tab opened it from the products list: after
 * a save, going back returns to that very list (its search, category and page) where the user
 * left it, the edited row in view. Opened any other way (bookmark, new tab), the save leads to
 * the list's first page, at its top.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by the list's "Modifier" links on the entry they push. */
    productEditFromList?: boolean;
  }
}

const FromList = v.object({ productEditFromList: v.literal(true) });

/** Whether the edit page whose entry holds `state` was opened from the products list. */
export function editOpenedFromList(state: unknown): boolean {
  return v.is(FromList, state);
}
