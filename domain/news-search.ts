import { urlChoice, urlInt, urlSearch } from './url-search.ts';

/** SPEC §2 news list: only "Toutes" exists for now; the filter is ready for real categories. */
export const newsCategories = ['toutes'] as const;
export type NewsCategory = (typeof newsCategories)[number];

export interface NewsSearch {
  page: number;
  categorie: NewsCategory;
}

const readPage = urlInt(100_000);
const readCategory = urlChoice(newsCategories);

/** Typed search params of /actualites: an invalid value falls back to its default (never a crash). */
export const NewsSearchSchema = urlSearch<NewsSearch>((search) => ({
  page: readPage(search.page) ?? 1,
  categorie: readCategory(search.categorie) ?? 'toutes',
}));

/** What the URL defaults to: never written into it (SPEC §2). */
export const newsDefaults = { page: 1, categorie: 'toutes' } as const;
