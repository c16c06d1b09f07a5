import { limits } from '#config';
import { listSearch } from './list-search.ts';

/**
 * Search params of /dashboard/corbeille: the page alone (an invalid one falls back to the first).
 * Apart from the rest of the Corbeille's rules (trash.ts): route search schemas are in every
 * page's entry chunk, so they import nothing else.
 */
/** Its server function's schema: search-queries.schema.ts. */
export const trashSearch = listSearch({}, limits.trashMaxPages);

export const TrashSearchSchema = trashSearch.url;
export const trashDefaults = trashSearch.defaults;
