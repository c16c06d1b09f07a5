import { queryOptions } from '@tanstack/react-query';
import { getSiteContext } from '#server/functions/site.functions.ts';

/** Fixed for the life of the server process: fetched once, then served from the cache. */
export const siteContextQueryOptions = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: () => getSiteContext(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
