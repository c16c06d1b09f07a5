import type { CatalogueSort } from './catalogue-search.ts';

/**
 * What the catalogue's sorts and category choices mean (labels, API orders, the selection): its
 * page and server function use them, apart from its search params (catalogue-search.ts), which
 * every page's entry chunk carries (docs/decisions/034).
 */

export const sortLabels: Record<CatalogueSort, string> = {
  relevance: 'Pertinence',
  name: 'Nom A-Z',
  'price-asc': 'Prix croissant',
  'price-desc': 'Prix décroissant',
  rating: 'Mieux notés',
  bestseller: 'Meilleures ventes',
};

/** SPEC §7: order sent to the API per sort (none for rating and bestseller). */
export const sortOrders: Record<CatalogueSort, string | undefined> = {
  // No order with a search: the API ranks the matches (title matches first).
  relevance: undefined,
  name: 'titre:asc',
  'price-asc': 'prix:asc',
  'price-desc': 'prix:desc',
  rating: undefined,
  bestseller: undefined,
};

export type CategorySelection =
  | { kind: 'overview' }
  | { kind: 'all' }
  | { kind: 'categories'; ids: number[] };

export function categorySelection(categoryId: string | undefined): CategorySelection {
  if (!categoryId) return { kind: 'overview' };
  if (categoryId === 'ALL') return { kind: 'all' };
  return { kind: 'categories', ids: categoryId.split(',').map(Number) };
}

/** Toggles a category in the selection (chips and badges). */
export function toggleCategory(categoryId: string | undefined, id: number): string | undefined {
  const selection = categorySelection(categoryId);
  const ids = selection.kind === 'categories' ? selection.ids : [];
  const next = ids.includes(id)
    ? ids.filter((other) => other !== id)
    : [...ids, id].sort((a, b) => a - b);
  return next.length > 0 ? next.join(',') : undefined;
}
