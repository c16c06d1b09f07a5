import { limits } from '#config';
import {
  type ListSearchOf,
  listSearch,
  optionalChoice,
  optionalId,
  searchText,
} from './list-search.ts';

/** Issue 36 §8: what the "Afficher" filter can narrow the list to (the dashboard's "À faire"). */
// Their labels: admin-state-filters.ts, out of the router's entry chunk (js-budget.spec.ts).
const productStates = ['hors-ligne', 'images-a-completer'] as const;
export type ProductStateFilter = (typeof productStates)[number];

/**
 * /dashboard/produits (SPEC §2 "Product list"): search text, category (none means every
 * category), state (none means every product), page; an invalid value falls back to its default.
 */
/** Its server function's schema: search-queries.schema.ts. */
export const adminProductSearch = listSearch(
  {
    q: searchText(200),
    categoryId: optionalId(),
    etat: optionalChoice(productStates),
  },
  limits.adminListMaxPages,
);

/** Typed search params of /dashboard/produits. */
export const AdminProductSearchSchema = adminProductSearch.url;
export type AdminProductSearch = ListSearchOf<typeof adminProductSearch.params>;

/** What the URL defaults to: never written into it. */
export const adminProductDefaults = adminProductSearch.defaults;

/** The next search after a change: a new search text or category goes back to page 1 (SPEC §4). */
export function nextProductSearch(
  current: AdminProductSearch,
  change: Partial<AdminProductSearch>,
): AdminProductSearch {
  const next = { ...current, ...change };
  const filtersChanged =
    next.q !== current.q || next.categoryId !== current.categoryId || next.etat !== current.etat;
  return filtersChanged ? { ...next, page: 1 } : next;
}
