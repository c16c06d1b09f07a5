import * as v from 'valibot';
import { positiveIntParam } from './search-params.ts';

/**
 * Typed search params of /dashboard/corbeille: an invalid page falls back to the first. Apart
 * from the rest of the Corbeille's rules (trash.ts): route search schemas are in every page's
 * entry chunk, so they import nothing else.
 */
export const TrashSearchSchema = v.object({
  page: v.optional(v.fallback(positiveIntParam(1_000), 1), 1),
});
