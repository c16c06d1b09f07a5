import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { rowButton } from '#app/components/ui/buttons.ts';
import { cellValue, productTitle, type StatsAnyColumn } from '#domain/stats-columns.ts';
import { formatCount, formatMoment, formatRate } from '#domain/stats-display.ts';
import type { StatsRowsByTable, StatsTableName } from '#domain/stats-report.ts';

/** The tables whose rows carry an action, and its column's (spoken) name. */
export function tableActions(table: StatsTableName): string | null {
  return table === 'recherches-sans-resultat' ? 'Action' : null;
}

const headerClass =
  'block break-words pb-1 text-left font-medium text-slate-900 md:table-cell md:max-w-xs md:px-4 md:py-3';
const rowClass = 'block px-4 py-3 md:table-row md:p-0';
const cellClass = 'flex justify-between gap-3 py-0.5 md:table-cell md:px-4 md:py-3';

function cellText(value: string | number | null, kind: StatsAnyColumn['kind']): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'number') return kind === 'rate' ? formatRate(value) : formatCount(value);
  return kind === 'date' ? formatMoment(value) : value;
}

/**
 * A statistics row: its first cell names it (a product links to its edit page), the others are
 * figures; on a phone each figure is labelled, the row drawn as a card (AdminTable).
 */
export function StatsRow({
  table,
  row,
  columns,
}: {
  table: StatsTableName;
  row: StatsRowsByTable[StatsTableName];
  columns: readonly StatsAnyColumn[];
}) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card.
    <tr role="row" className={rowClass}>
      <RowHeader>{rowName(row, first)}</RowHeader>
      {rest.map((column) => (
        <Cell
          key={column.key}
          className={`${cellClass} ${column.kind === 'text' ? 'break-words md:text-left' : 'tabular-nums md:text-right'}`}
        >
          <span aria-hidden="true" className="text-slate-600 md:hidden">
            {column.label}
          </span>
          <span>{cellText(cellValue(row, column.key), column.kind)}</span>
        </Cell>
      ))}
      {table === 'recherches-sans-resultat' ? (
        <Cell className="block pt-2 md:table-cell md:px-4 md:py-2 md:text-right">
          <CreateProductLink term={String(cellValue(row, 'term') ?? '')} />
        </Cell>
      ) : null}
    </tr>
  );
}

function RowHeader({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card.
    <th role="rowheader" scope="row" className={headerClass}>
      {children}
    </th>
  );
}

function Cell({ className, children }: { className: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card.
    <td role="cell" className={className}>
      {children}
    </td>
  );
}

function rowName(row: StatsRowsByTable[StatsTableName], column: StatsAnyColumn): ReactNode {
  const id = cellValue(row, 'productId');
  if (typeof id === 'number') {
    const title = cellValue(row, 'title');
    return (
      <Link
        to="/dashboard/produits/modifier/$id"
        params={{ id: String(id) }}
        className="text-teal-800 underline underline-offset-2 hover:text-teal-950"
      >
        {productTitle(typeof title === 'string' ? title : null, id)}
      </Link>
    );
  }
  return cellText(cellValue(row, column.key), column.kind);
}

/** A searched term that found nothing: the creation form, its title already the term. */
export function CreateProductLink({ term }: { term: string }) {
  return (
    <Link
      to="/dashboard/produits/ajouter"
      search={{ titre: term }}
      className={rowButton}
      aria-label={`Créer un produit « ${term} »`}
    >
      Créer un produit
    </Link>
  );
}
