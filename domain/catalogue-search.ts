import * as v from 'valibot';
import { positiveIntParam, textParam } from './search-params.ts';

/** SPEC §2 "Products page": the five sorts, `name` by default. */
export const catalogueSorts = ['name', 'price-asc', 'price-desc', 'rating', 'bestseller'] as const;
/** With a search term, `relevance` (title matches first) comes first and is its default. */
export const searchSorts = ['relevance', ...catalogueSorts] as const;
export type CatalogueSort = (typeof searchSorts)[number];

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

const text = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/**
 * `categoryId`: one id, a comma-separated list (normalised: sorted, without duplicates) or ALL.
 * The router parses `categoryId=3` as a number and `3,5` as a string: both are accepted.
 */
const CategoryIdParam = v.pipe(
  v.unknown(),
  v.transform(text),
  v.string(),
  v.trim(),
  v.regex(/^(ALL|\d{1,9}(,\d{1,9}){0,49})$/i),
  v.transform((value) => {
    if (value.toUpperCase() === 'ALL') return 'ALL';
    const ids = [
      ...new Set(
        value
          .split(',')
          .map(Number)
          .filter((id) => id > 0),
      ),
    ].sort((a, b) => a - b);
    return ids.join(',');
  }),
  v.minLength(1),
);

const PositiveInt = positiveIntParam(2_147_483_647);

/** The sort a visitor has not chosen: relevance while searching, else SPEC's `name`. */
export const implicitSort = (q: string): CatalogueSort => (q ? 'relevance' : 'name');

/** The sort a list is shown in: the visitor's choice, else the implicit one. */
export const effectiveSort = (search: { sort?: CatalogueSort | undefined; q: string }) =>
  search.sort ?? implicitSort(search.q);

/** Relevance means nothing without a search; the implicit sort is not a choice. */
function chosenSort(sort: CatalogueSort | undefined, q: string): CatalogueSort | undefined {
  if (sort === implicitSort(q) || (sort === 'relevance' && !q)) return undefined;
  return sort;
}

/**
 * Typed search params of /produits: every invalid value falls back to its default (never a crash).
 * `sort` is the visitor's choice only: undefined when they made none or chose the implicit one
 * (so "Nom A-Z" chosen while searching stays in the URL, and `relevance` without a search goes).
 */
export const CatalogueSearchSchema = v.pipe(
  v.object({
    categoryId: v.fallback(v.optional(CategoryIdParam), undefined),
    sort: v.fallback(v.optional(v.picklist(searchSorts)), undefined),
    q: v.optional(v.fallback(textParam(200), ''), ''),
    page: v.optional(v.fallback(v.pipe(PositiveInt, v.maxValue(100_000)), 1), 1),
    /** The product open in the popup, so Back closes it and the link can be shared. */
    produit: v.fallback(v.optional(PositiveInt), undefined),
  }),
  v.transform((search) => ({
    ...search,
    sort: chosenSort(search.sort, search.q),
  })),
);
export type CatalogueSearch = v.InferOutput<typeof CatalogueSearchSchema>;

/** What a server function receives: the parsed search, in serialisable types. */
export const CatalogueQuerySchema = v.object({
  categoryId: v.optional(v.pipe(v.string(), v.regex(/^(ALL|\d{1,9}(,\d{1,9}){0,49})$/))),
  sort: v.picklist(searchSorts),
  q: v.pipe(v.string(), v.maxLength(200)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
});

/** What the URL defaults to: never written into it (nor an unchosen sort, see above). */
export const catalogueDefaults = { q: '', page: 1 } as const;

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
