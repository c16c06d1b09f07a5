import { limits } from '#config';
import { listSearch, searchText } from './list-search.ts';

/**
 * Search params of /dashboard/synonymes: a word to find rules by, and the page. Apart from the
 * synonyms' rules (search-synonyms.ts): route search schemas are in every page's entry chunk, so
 * they import nothing else.
 */
export const synonymSearch = listSearch({ q: searchText(100) }, limits.adminListMaxPages);

export const SynonymSearchSchema = synonymSearch.url;
export const synonymDefaults = synonymSearch.defaults;
