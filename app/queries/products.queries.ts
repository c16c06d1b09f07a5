import { queryOptions } from '@tanstack/react-query';
import { getPublicProduct } from '#server/functions/catalogue.functions.ts';

/** The product popup's detail (SPEC §2), cached like every client query (SPEC §9). */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: () => getPublicProduct({ data: { id } }),
    // A missing product will not appear by retrying: show the error dialog at once.
    retry: false,
  });
