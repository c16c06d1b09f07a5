import { formatCount } from '#domain/stats-display.ts';
import {
  type StatsOverview,
  type StatsPeriod,
  type StatsTable,
  type StatsTableName,
  statsTableNames,
} from '#domain/stats-report.ts';
import type { StatsSearch } from '#domain/stats-search.ts';
import { type ChartSeries, StatsChartPanel } from './stats-chart-panel.tsx';
import { StatsFigures } from './stats-figures.tsx';
import { StatsLive } from './stats-live.tsx';
import { StatsPeriodPicker } from './stats-period-picker.tsx';
import { StatsTablePanel } from './stats-table-panel.tsx';

const audience: readonly ChartSeries[] = [
  { name: 'Visiteurs', pick: (point) => point.visitors, swatch: 'bg-teal-700' },
  { name: 'Pages vues', pick: (point) => point.views, swatch: 'bg-slate-500' },
];
const conversions: readonly ChartSeries[] = [
  { name: 'WhatsApp', pick: (point) => point.whatsapp, swatch: 'bg-teal-700' },
  { name: 'Téléphone', pick: (point) => point.phone, swatch: 'bg-slate-500' },
  { name: 'Contact', pick: (point) => point.contact, swatch: 'bg-amber-600' },
  { name: 'Catalogue PDF', pick: (point) => point.pdf, swatch: 'bg-indigo-600' },
];

/** The tables in the order of the screen; paired ones sit side by side from 1,536 px (2xl). */
const tableRows: readonly (readonly StatsTableName[])[] = [
  ['produits'],
  ['recherches-sans-resultat', 'recherches'],
  ['pages'],
  ['articles'],
  ['entrees', 'provenances'],
  ['campagnes', 'pages-introuvables'],
  ['appareils', 'navigateurs'],
];

/** The loaded screen: live visitors, the period, its figures, charts and tables. */
export function StatsScreen({
  period,
  error,
  overview,
  tables,
  search,
  onSearch,
}: {
  period: StatsPeriod;
  error: string | null;
  overview: StatsOverview;
  tables: readonly StatsTable[];
  search: StatsSearch;
  onSearch: (next: StatsSearch) => void;
}) {
  const tableOf = (name: StatsTableName) =>
    tables[statsTableNames.indexOf(name)] ?? { table: name, period, rows: [], total: 0 };
  return (
    <div className="space-y-8">
      {overview.collecting ? null : (
        <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <h2 className="font-semibold text-amber-900">Les statistiques sont désactivées</h2>
          <p className="mt-1 text-amber-900 text-sm">
            Le site ne compte plus les visites (réglage STATS=off du serveur). Les chiffres
            ci-dessous sont ceux d’avant l’arrêt.
          </p>
        </div>
      )}
      {overview.dropped > 0 ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          {`${formatCount(overview.dropped)} événement${overview.dropped > 1 ? 's' : ''} n’${overview.dropped > 1 ? 'ont' : 'a'} pas pu être enregistré${overview.dropped > 1 ? 's' : ''} sur la période (serveur trop chargé) : les chiffres sont un peu en dessous de la réalité.`}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
        <StatsPeriodPicker
          key={`${period.from}-${period.to}`}
          search={search}
          period={period}
          error={error}
          onChange={onSearch}
        />
        {overview.collecting ? <StatsLive /> : null}
      </div>
      <StatsFigures totals={overview.totals} previousTotals={overview.previousTotals} />
      <div className="grid gap-6 xl:grid-cols-2">
        <StatsChartPanel
          title="Visiteurs et pages vues"
          series={audience}
          points={overview.series}
          granularity={overview.granularity}
        />
        <StatsChartPanel
          title="Conversions"
          series={conversions}
          points={overview.series}
          granularity={overview.granularity}
        />
      </div>
      {tableRows.map((names) => (
        <div
          key={names.join()}
          className={names.length > 1 ? 'grid gap-8 2xl:grid-cols-2 [&>*]:min-w-0' : ''}
        >
          {names.map((name) => (
            <StatsTablePanel key={name} table={name} period={period} initial={tableOf(name)} />
          ))}
        </div>
      ))}
    </div>
  );
}
