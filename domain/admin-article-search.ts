import * as v from 'valibot';
import { positiveIntParam, textParam } from './search-params.ts';

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

const PageParam = positiveIntParam(100_000);

/** Typed search params of /dashboard/articles: an invalid value falls back to its default. */
export const AdminArticleSearchSchema = v.object({
  q: v.optional(v.fallback(textParam(200), ''), ''),
  sort: v.optional(v.fallback(v.picklist(adminArticleSortValues), 'recent'), 'recent'),
  page: v.optional(v.fallback(PageParam, 1), 1),
});
export type AdminArticleSearch = v.InferOutput<typeof AdminArticleSearchSchema>;

/** What the URL defaults to: never written into it. */
export const adminArticleDefaults = { q: '', sort: 'recent', page: 1 } as const;

/** What the server function receives. */
export const AdminArticleQuerySchema = v.object({
  q: v.pipe(v.string(), v.maxLength(200)),
  sort: v.picklist(adminArticleSortValues),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
});
