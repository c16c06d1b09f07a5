import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AdminTable } from '#app/components/admin/admin-table.tsx';
import { rowButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { statsTableQueryOptions } from '#app/queries/stats.queries.ts';
import { columnsOf, statsTableViews } from '#domain/stats-columns.ts';
import { formatCount } from '#domain/stats-display.ts';
import {
  type StatsPeriod,
  type StatsTable,
  type StatsTableName,
  statsTableDefaultRows,
  statsTableMaxRows,
  statsTableSorts,
} from '#domain/stats-report.ts';
import { StatsRow, tableActions } from './stats-table-row.tsx';

/** « Voir plus » adds this many rows. */
const moreRows = 100;

/**
 * One statistics table: its first 20 rows (from the loader), « Voir plus », the order chosen
 * among the columns it sorts by, and its CSV export over the same period.
 */
export function StatsTablePanel({
  table,
  period,
  initial,
}: {
  table: StatsTableName;
  period: StatsPeriod;
  initial: StatsTable;
}) {
  const id = useId();
  const view = statsTableViews[table];
  const sorts = statsTableSorts[table];
  const columns = columnsOf(table);
  const [limit, setLimit] = useState(statsTableDefaultRows);
  const [sort, setSort] = useState<string>(sorts[0] ?? '');
  const asLoaded = limit === statsTableDefaultRows && sort === sorts[0];
  const query = useQuery({
    ...statsTableQueryOptions(table, period, limit, sort),
    ...(asLoaded ? { initialData: initial } : {}),
  });
  const data = query.data ?? initial;
  const actions = tableActions(table);
  const csv = new URLSearchParams({ table, du: period.from, au: period.to });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-table={table}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-lg text-slate-900">
            {view.title}
          </h2>
          <p className="text-slate-600 text-sm" aria-live="polite">
            {data.total === 0
              ? 'Aucune ligne'
              : `${formatCount(Math.min(data.rows.length, data.total))} ligne${data.total > 1 ? 's' : ''} sur ${formatCount(data.total)}`}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {sorts.length > 1 ? (
            <div>
              <label htmlFor={`${id}-sort`} className="block font-medium text-slate-800 text-sm">
                Trier par
              </label>
              <select
                id={`${id}-sort`}
                value={sort}
                onChange={(event) => setSort(event.target.value)}
                className="mt-1 min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 text-sm"
              >
                {sorts.map((key) => (
                  <option key={key} value={key}>
                    {columns.find((column) => column.key === key)?.label ?? key}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <a href={`/statistiques.csv?${csv}`} download className={rowButton}>
            Exporter en CSV<span className="sr-only">{` : ${view.title}`}</span>
          </a>
        </div>
      </div>
      {data.rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {view.empty}
        </p>
      ) : (
        <AdminTable
          columns={[
            ...columns.map((column) => ({
              label: column.label,
              align: column.kind === 'text' ? ('left' as const) : ('right' as const),
            })),
            ...(actions ? [{ label: actions, hidden: true }] : []),
          ]}
          cardsBelow="md"
          label={view.title}
          busy={query.isFetching && query.isPlaceholderData}
        >
          {data.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; the order is the server's.
            <StatsRow key={index} table={table} row={row} columns={columns} />
          ))}
        </AdminTable>
      )}
      {data.rows.length < data.total && limit < statsTableMaxRows ? (
        <button
          type="button"
          className={secondaryButton}
          disabled={query.isFetching}
          onClick={() => setLimit((shown) => Math.min(shown + moreRows, statsTableMaxRows))}
        >
          {query.isFetching ? 'Chargement…' : 'Voir plus'}
          <span className="sr-only">{` : ${view.title}`}</span>
        </button>
      ) : null}
      {query.isError ? (
        <p role="alert" className="text-red-700 text-sm">
          Impossible de charger la suite du tableau. Réessayez.
        </p>
      ) : null}
    </section>
  );
}
