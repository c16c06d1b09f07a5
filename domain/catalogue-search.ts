import { urlChoice, urlInt, urlSearch, urlText } from './url-search.ts';

/** SPEC §2 "Products page": the five sorts, `name` by default. */
export const catalogueSorts = ['name', 'price-asc', 'price-desc', 'rating', 'bestseller'] as const;
/** With a search term, `relevance` (title matches first) comes first and is its default. */
export const searchSorts = ['relevance', ...catalogueSorts] as const;
export type CatalogueSort = (typeof searchSorts)[number];

/**
 * `categoryId`: one id, a comma-separated list (normalised: sorted, without duplicates) or ALL.
 * The router parses `categoryId=3` as a number and `3,5` as a string: both are accepted.
 */
function readCategoryId(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (!/^(ALL|\d{1,9}(,\d{1,9}){0,49})$/i.test(trimmed)) return undefined;
  if (trimmed.toUpperCase() === 'ALL') return 'ALL';
  const ids = [
    ...new Set(
      trimmed
        .split(',')
        .map(Number)
        .filter((id) => id > 0),
    ),
  ].sort((a, b) => a - b);
  return ids.length > 0 ? ids.join(',') : undefined;
}

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

export interface CatalogueSearch {
  categoryId?: string | undefined;
  sort?: CatalogueSort | undefined;
  q: string;
  page: number;
  /** The product open in the popup, so Back closes it and the link can be shared. */
  produit?: number | undefined;
}

const readSort = urlChoice(searchSorts);
const readText = urlText(200);
const readPage = urlInt(100_000);
const readId = urlInt(2_147_483_647);

/**
 * Typed search params of /produits: every invalid value falls back to its default (never a crash).
 * `sort` is the visitor's choice only: undefined when they made none or chose the implicit one
 * (so "Nom A-Z" chosen while searching stays in the URL, and `relevance` without a search goes).
 * Keys in the order the URL is written (the page cache's canonical query, page-key.ts).
 */
export const CatalogueSearchSchema = urlSearch<CatalogueSearch>((search) => {
  const q = readText(search.q) ?? '';
  return {
    categoryId: readCategoryId(search.categoryId),
    sort: chosenSort(readSort(search.sort), q),
    q,
    page: readPage(search.page) ?? 1,
    produit: readId(search.produit),
  };
});

/** What its server function receives: `CatalogueQuerySchema` (search-queries.schema.ts). */

/** What the URL defaults to: never written into it (nor an unchosen sort, see above). */
export const catalogueDefaults = { q: '', page: 1 } as const;
