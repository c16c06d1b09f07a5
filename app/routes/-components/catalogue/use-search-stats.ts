import { useEffect, useState } from 'react';
import { createSearchIntent } from '#app/lib/search-intent.ts';
import { countStats } from '#app/lib/stats-beacon.ts';
import type { CatalogueSearch } from '#domain/catalogue-search.ts';
import type { CatalogueView } from '#domain/catalogue-view.ts';
import { normaliseTerm, searchFilters } from '#domain/stats-beacon.ts';

/**
 * Issue 38: the catalogue's searches, counted once per intent (app/lib/search-intent.ts), with
 * their filters and how many products they found, none included. Returns what counts the search
 * shown at once, for the visitor's actions on it (a result opened, the filters reset).
 */
export function useSearchStats(search: CatalogueSearch, view: CatalogueView): () => void {
  const [intent] = useState(() =>
    createSearchIntent((shown) =>
      // Said where it was shown: when the visitor leaves, the address is already the next page's.
      countStats({ kind: 'search', path: '/produits', route: '/produits', ...shown }),
    ),
  );
  const term = normaliseTerm(search.q);
  const filters = searchFilters({ categoryId: search.categoryId });
  const results = view.mode === 'list' ? view.total : null;

  useEffect(() => {
    intent.shown(term && results !== null ? { term, filters, results } : null);
  }, [intent, term, filters, results]);

  // Leaving counts the search on screen: another page of the site, another tab, the tab closed.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') intent.settle();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      intent.settle();
      intent.stop();
    };
  }, [intent]);

  return intent.settle;
}
