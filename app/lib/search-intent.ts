/**
 * A catalogue search counted once per intent, never per keystroke (issue 38). The list follows
 * the box as the visitor types (each pause commits a term), so a term counts when it has stayed
 * on screen with its results for `settleMs`, or earlier when the visitor acts on it (opens a
 * result) or leaves the page. The same search shown again (another page of it, a popup closed)
 * is not a new intent; a search with no result counts like any other.
 */

/** A search as shown: its normalised term, the other filters (`name=value&…`), the results. */
export interface ShownSearch {
  term: string;
  filters: string;
  results: number;
}

export interface SearchIntent {
  /** The list now shows this search, or no search (`null`: an empty box). */
  shown: (search: ShownSearch | null) => void;
  /** The visitor acted on the search shown, or is leaving: count it now if not yet counted. */
  settle: () => void;
  /** Stops the timer (the page is gone). */
  stop: () => void;
}

export const searchSettleMs = 1500;

const keyOf = (search: ShownSearch) => `${search.term}\n${search.filters}`;

export function createSearchIntent(
  count: (search: ShownSearch) => void,
  settleMs = searchSettleMs,
): SearchIntent {
  let pending: ShownSearch | null = null;
  let counted: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    count(pending);
    counted = keyOf(pending);
    pending = null;
  };

  return {
    shown(search) {
      const key = search?.term ? keyOf(search) : null;
      // The search being settled, shown again (its results' page 2): the timer runs on.
      if (pending && key === keyOf(pending)) return;
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      // An empty box, or the search just counted shown again (a popup closed, a term retyped).
      if (!search || key === null || key === counted) return;
      pending = search;
      timer = setTimeout(settle, settleMs);
    },
    settle,
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
