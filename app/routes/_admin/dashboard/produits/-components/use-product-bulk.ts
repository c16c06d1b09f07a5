import { useServerFn } from '@tanstack/react-start';
import { toReply, useBulkAction } from '#app/components/admin/use-bulk-action.ts';
import { productNoun, productVerbs, verbFor } from '#app/lib/bulk-wording.ts';
import type { ProductBulkRequest, ProductPrevious } from '#domain/bulk-actions.schema.ts';
import type { BulkAsk, BulkPrevious } from '#machines/bulk-action.machine.ts';
import { bulkEditProducts } from '#server/functions/admin-bulk.functions.ts';
import type { CategoryOption } from '#server/functions/admin-products.functions.ts';

const plainActions = ['activer', 'desactiver', 'supprimer'] as const;

/** The API's body for what was asked (issue 24, POST /crud/products/bulk). */
function toBody(ask: BulkAsk): ProductBulkRequest {
  const ids = [...ask.ids];
  if (ask.action === 'deplacer' && ask.categoryId !== undefined) {
    return { action: 'deplacer', ids, categorie_id: ask.categoryId };
  }
  const action = plainActions.find((name) => name === ask.action);
  if (!action) throw new Error(`Action groupée inconnue : ${ask.action}`);
  return { action, ids };
}

const isProductPrevious = (entry: BulkPrevious): entry is ProductPrevious =>
  'est_actif' in entry || 'categorie_id' in entry;

/** " vers « Lits médicalisés »" for a move, from the filter's category labels. */
export function destinationOf(categories: readonly CategoryOption[], id: number | undefined) {
  const found = categories.find((category) => category.id === id);
  return found ? ` vers « ${found.label} »` : '';
}

/** Issue 24: the products list's bulk actions, wired to the server function. */
export function useProductBulk(categories: readonly CategoryOption[]) {
  const call = useServerFn(bulkEditProducts);
  return useBulkAction({
    noun: productNoun,
    describe: (ask) => ({
      verb: verbFor(productVerbs, ask.action),
      where: ask.action === 'deplacer' ? destinationOf(categories, ask.categoryId) : '',
    }),
    apply: async (ask) => toReply(await call({ data: toBody(ask) })),
    undo: async (previous) =>
      toReply(
        await call({ data: { action: 'restaurer', previous: previous.filter(isProductPrevious) } }),
      ),
    queryKey: ['products'],
  });
}
