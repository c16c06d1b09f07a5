import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { formatCount, stepLabel } from '#domain/stats-display.ts';
import type { StatsGranularity, StatsPoint } from '#domain/stats-report.ts';

// Chartist and its styles come with this screen only, once the page is in the browser.
const StatsChart = lazy(() => import('./stats-chart.tsx'));

export interface ChartSeries {
  name: string;
  pick: (point: StatsPoint) => number;
  /** The legend's swatch, the colour of the line (stats-chart.tsx, in order). */
  swatch: string;
}

const stepNames: Readonly<Record<StatsGranularity, string>> = {
  heure: 'Heure',
  jour: 'Jour',
  semaine: 'Semaine',
};

/**
 * A chart over the period's steps and the same figures as a table: read by screen readers
 * always, shown to everyone with « Voir le tableau ».
 */
export function StatsChartPanel({
  title,
  series,
  points,
  granularity,
}: {
  title: string;
  series: readonly ChartSeries[];
  points: readonly StatsPoint[];
  granularity: StatsGranularity;
}) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  // The chart is drawn in the browser only: the server sends the table.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const labels = useMemo(
    () => points.map((point) => stepLabel(point.start, granularity)),
    [points, granularity],
  );
  const lines = useMemo(
    () => series.map((line) => ({ name: line.name, values: points.map(line.pick) })),
    [series, points],
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="font-semibold text-lg text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          className={secondaryButton}
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Voir le graphique' : 'Voir le tableau'}
        </button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm" aria-hidden="true">
        {series.map((line) => (
          <li key={line.name} className="flex items-center gap-2">
            <span className={`inline-block h-1 w-5 rounded ${line.swatch}`} />
            {line.name}
          </li>
        ))}
      </ul>
      {showTable ? null : (
        <div className="mt-2 min-h-64">
          {inBrowser ? (
            <Suspense fallback={<div className="h-64 animate-pulse rounded-lg bg-slate-100" />}>
              <StatsChart labels={labels} lines={lines} />
            </Suspense>
          ) : (
            <div className="h-64 rounded-lg bg-slate-50" />
          )}
        </div>
      )}
      <div id={`${id}-table`} className={showTable ? 'mt-3' : 'sr-only'}>
        <table className="w-full text-sm">
          <caption className="sr-only">{`${title}, par ${stepNames[granularity].toLowerCase()}`}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-2 py-2 text-left font-semibold text-slate-700 sm:px-3">
                {stepNames[granularity]}
              </th>
              {series.map((line) => (
                <th
                  key={line.name}
                  scope="col"
                  className="px-2 py-2 text-right font-semibold text-slate-700 sm:px-3"
                >
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {points.map((point, index) => (
              <tr key={point.start}>
                <th scope="row" className="px-2 py-2 text-left font-normal text-slate-700 sm:px-3">
                  {labels[index]}
                </th>
                {series.map((line) => (
                  <td key={line.name} className="px-2 py-2 text-right tabular-nums sm:px-3">
                    {formatCount(line.pick(point))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
