import { limits } from '#config';
import {
  choice,
  type ListSearchOf,
  listSearch,
  optionalChoice,
  searchText,
} from './list-search.ts';

/** The back-office article list's orders (labels and API sorts: article-status.ts). */
export const adminArticleSortValues = [
  'recent',
  'oldest',
  'published-recent',
  'published-oldest',
  'title-asc',
  'title-desc',
] as const;
export type AdminArticleSort = (typeof adminArticleSortValues)[number];

/** Issue 36 §8: what the "Afficher" filter can narrow the list to (the dashboard's "À faire"). */
// Their labels: admin-state-filters.ts, out of the router's entry chunk (js-budget.spec.ts).
const articleStates = ['brouillons', 'programmes'] as const;
export type ArticleStateFilter = (typeof articleStates)[number];

/** /dashboard/articles: search text, sort ("Plus récent" by default), state (none: all), page. */
/** Its server function's schema: search-queries.schema.ts. */
export const adminArticleSearch = listSearch(
  {
    q: searchText(200),
    sort: choice(adminArticleSortValues, 'recent'),
    etat: optionalChoice(articleStates),
  },
  limits.adminListMaxPages,
);

/** Typed search params of /dashboard/articles: an invalid value falls back to its default. */
export const AdminArticleSearchSchema = adminArticleSearch.url;
export type AdminArticleSearch = ListSearchOf<typeof adminArticleSearch.params>;

/** What the URL defaults to: never written into it. */
export const adminArticleDefaults = adminArticleSearch.defaults;
