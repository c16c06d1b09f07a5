import { useId, useState } from 'react';
import { BulkList } from '#app/components/admin/bulk-list.tsx';
import { useBulkSelection } from '#app/components/admin/use-bulk-selection.ts';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { productBulkWording } from '#app/lib/bulk-wording.ts';
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
  const [destination, setDestination] = useState<number | undefined>(undefined);
  const destinationId = useId();
  const asked = bulk.ask;
  const where = asked?.action === 'deplacer' ? destinationOf(categories, asked.categoryId) : '';
  return (
    <BulkList
      wording={productBulkWording}
      bulk={bulk}
      selection={selection}
      where={where}
      custom={{
        action: 'deplacer',
        render: (ask) => (
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
        ),
      }}
    >
      <ProductTable rows={rows} total={total} selection={selection} />
    </BulkList>
  );
}
