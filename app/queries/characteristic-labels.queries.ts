import { queryOptions } from '@tanstack/react-query';
import { listCharacteristicLabelsFor } from '#server/functions/product-characteristics.functions.ts';

/** The product form's label suggestions for a category (issue 37 §2); none without a category. */
export const characteristicLabelsQueryOptions = (categoryId: number | null) =>
  queryOptions({
    queryKey: ['characteristic-labels', categoryId],
    queryFn: () =>
      categoryId === null ? [] : listCharacteristicLabelsFor({ data: { categoryId } }),
    enabled: categoryId !== null,
    staleTime: 60_000,
    retry: false,
  });
