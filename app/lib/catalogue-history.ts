/**
 * The product popup's history entry remembers whether this tab opened it from the catalogue list:
 * only then is the previous entry the same catalogue view, and closing goes back to it. A shared
 * link, a new tab or another site's link has no such mark: closing replaces the URL instead.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the entry the catalogue pushes when a card opens the popup. */
    catalogueProductFromList?: boolean;
  }
}

/**
 * Whether closing the popup whose entry holds `state` may go back in history. Written by hand:
 * the catalogue's page chunk loads no validation library (docs/decisions/034).
 */
export function popupClosesBack(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'catalogueProductFromList' in state &&
    state.catalogueProductFromList === true
  );
}
