import * as v from 'valibot';
import { positiveIntParam } from './search-params.ts';

/** SPEC §2 news list: only "Toutes" exists for now; the filter is ready for real categories. */
export const newsCategories = ['toutes'] as const;
export type NewsCategory = (typeof newsCategories)[number];

const PositiveInt = positiveIntParam(100_000);

/** Typed search params of /actualites: an invalid value falls back to its default (never a crash). */
export const NewsSearchSchema = v.object({
  page: v.optional(v.fallback(PositiveInt, 1), 1),
  categorie: v.optional(v.fallback(v.picklist(newsCategories), 'toutes'), 'toutes'),
});
export type NewsSearch = v.InferOutput<typeof NewsSearchSchema>;

/** What the URL defaults to: never written into it (SPEC §2). */
export const newsDefaults = { page: 1, categorie: 'toutes' } as const;
