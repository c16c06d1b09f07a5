/**
 * A statistics table as CSV (issue 38): the columns the screen shows, under their French
 * headers, written by the one CSV writer of the journal and products exports (`csv.ts`).
 */
import { csvByteOrderMark, csvLine } from './csv.ts';
import { type StatsCellKind, statsTableViews } from './stats-columns.ts';
import { formatRate } from './stats-display.ts';
import type { StatsRowsByTable, StatsTableName } from './stats-report.ts';

/** One cell: counts as digits, rates as French percentages, days and text as they are. */
export function statsCellText(value: unknown, kind: StatsCellKind): string {
  if (value === null || value === undefined) return '';
  if (kind === 'rate') return typeof value === 'number' ? formatRate(value) : '';
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/** The rows of `table` as a CSV file, its byte order mark first. */
export function statsTableCsv<T extends StatsTableName>(
  table: T,
  rows: readonly StatsRowsByTable[T][],
): string {
  const { columns } = statsTableViews[table];
  const head = csvLine(columns.map((column) => column.label));
  const body = rows.map((row) =>
    csvLine(
      columns.map((column) => {
        const value: unknown = row[column.key];
        // A product deleted since has no title: its number says which it was.
        if (column.key === 'title' && value === null && 'productId' in row) {
          return `Produit supprimé (n° ${String(row.productId)})`;
        }
        return statsCellText(value, column.kind);
      }),
    ),
  );
  return `${csvByteOrderMark}${head}${body.join('')}`;
}

/** The export's file name: `statistiques-produits-2026-11-01-au-2026-11-30.csv`. */
export const statsCsvFileName = (table: StatsTableName, from: string, to: string): string =>
  `statistiques-${statsTableViews[table].file}-${from}-au-${to}.csv`;
