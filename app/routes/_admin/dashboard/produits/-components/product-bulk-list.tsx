import { useId, useRef, useState } from 'react';
import { BulkConfirmDialog } from '#app/components/admin/bulk-confirm-dialog.tsx';
import { BulkToolbar } from '#app/components/admin/bulk-toolbar.tsx';
import { useBulkSelection } from '#app/components/admin/use-bulk-selection.ts';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import {
  confirmQuestion,
  productNoun,
  productVerbs,
  selectionDetail,
  verbFor,
} from '#app/lib/bulk-wording.ts';
import type {
  AdminProductRow,
  CategoryOption,
} from '#server/functions/admin-products.functions.ts';
import { ProductTable } from './product-table.tsx';
import { destinationOf, useProductBulk } from './use-product-bulk.ts';

const selectClass =
  'min-h-11 min-w-0 max-w-[14rem] rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 text-sm shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';

/**
 * Issue 24: the products of one page with their bulk selection: "Mettre en ligne", "Mettre hors
 * ligne", "Déplacer" to a category, "Supprimer"; each confirmed, one request, then a toast.
 */
export function ProductBulkList({
  scope,
  rows,
  total,
  categories,
}: {
  /** The page and its filters: a change empties the selection. */
  scope: string;
  rows: AdminProductRow[];
  total: number;
  categories: CategoryOption[];
}) {
  const selection = useBulkSelection(
    scope,
    rows.map((row) => row.id),
  );
  const bulk = useProductBulk(categories);
  const selectAll = useRef<HTMLInputElement>(null);
  const [destination, setDestination] = useState<number | undefined>(undefined);
  const destinationId = useId();
  const ask = (action: string, categoryId?: number) =>
    bulk.send({ type: 'ask', ask: { action, ids: selection.selected, categoryId } });

  const asked = bulk.ask;
  const verb = verbFor(productVerbs, asked?.action ?? 'activer');
  const count = asked?.ids.length ?? 0;
  const where = asked?.action === 'deplacer' ? destinationOf(categories, asked.categoryId) : '';
  return (
    <>
      <BulkToolbar
        label="Actions groupées sur les produits"
        check={selection.check}
        count={selection.selected.length}
        busy={bulk.busy}
        error={bulk.error}
        selectAllRef={selectAll}
        onTogglePage={selection.togglePage}
        onClear={selection.clear}
      >
        <button type="button" className={secondaryButton} onClick={() => ask('activer')}>
          Mettre en ligne
        </button>
        <button type="button" className={secondaryButton} onClick={() => ask('desactiver')}>
          Mettre hors ligne
        </button>
        <span className="inline-flex flex-wrap items-center gap-2">
          <label htmlFor={destinationId} className="sr-only">
            Catégorie de destination
          </label>
          <select
            id={destinationId}
            className={selectClass}
            value={destination === undefined ? '' : String(destination)}
            onChange={(event) =>
              setDestination(categories.find((c) => String(c.id) === event.target.value)?.id)
            }
          >
            <option value="">Choisir une catégorie…</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={secondaryButton}
            disabled={destination === undefined}
            onClick={() => ask('deplacer', destination)}
          >
            Déplacer
          </button>
        </span>
        <button
          type="button"
          className={`${secondaryButton} text-red-700`}
          onClick={() => ask('supprimer')}
        >
          Supprimer
        </button>
      </BulkToolbar>
      <ProductTable rows={rows} total={total} selection={selection} />
      <BulkConfirmDialog
        open={bulk.confirming}
        busy={bulk.busy}
        title={confirmQuestion(verb, count, productNoun, where)}
        detail={selectionDetail(count, productNoun)}
        confirmLabel={verb.label}
        destructive={verb.destructive}
        fallbackFocus={selectAll}
        onConfirm={() => bulk.send({ type: 'confirm' })}
        onCancel={() => bulk.send({ type: 'cancel' })}
      />
    </>
  );
}
