/**
 * valibot schemas of the statistics API's answers (domain/stats-report.ts), for the REST client
 * to parse them, and of the server functions' inputs. Only the REST client and server functions
 * import this file (docs/decisions/034).
 */
import * as v from 'valibot';
import {
  type StatsLive,
  type StatsOverview,
  type StatsPeriod,
  type StatsPoint,
  type StatsRowsByTable,
  type StatsSummary,
  type StatsTable,
  type StatsTableName,
  type StatsTotals,
  statsTableMaxRows,
  statsTableNames,
} from './stats-report.ts';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Day = v.pipe(v.string(), v.isoDate());

export const StatsPeriodSchema: v.GenericSchema<StatsPeriod> = v.object({ from: Day, to: Day });

const TotalsSchema: v.GenericSchema<StatsTotals> = v.object({
  visitors: Count,
  views: Count,
  visits: Count,
  bounces: Count,
  durationSeconds: Count,
  opens: Count,
  whatsapp: Count,
  phone: Count,
  pdf: Count,
  contact: Count,
  searches: Count,
  emptySearches: Count,
});

const PointSchema: v.GenericSchema<StatsPoint> = v.object({
  start: v.string(),
  visitors: Count,
  views: Count,
  whatsapp: Count,
  phone: Count,
  pdf: Count,
  contact: Count,
});

export const StatsOverviewSchema: v.GenericSchema<StatsOverview> = v.object({
  period: StatsPeriodSchema,
  previous: StatsPeriodSchema,
  totals: TotalsSchema,
  previousTotals: TotalsSchema,
  granularity: v.picklist(['heure', 'jour', 'semaine']),
  series: v.array(PointSchema),
  dropped: Count,
  collecting: v.boolean(),
});

const page = v.object({ path: v.string(), title: v.string(), views: Count, visitors: Count });

/** The row of each table. */
export const statsRowSchemas: { [T in StatsTableName]: v.GenericSchema<StatsRowsByTable[T]> } = {
  pages: page,
  articles: page,
  entrees: v.object({ path: v.string(), visits: Count, bounces: Count }),
  provenances: v.object({ host: v.string(), visits: Count, visitors: Count }),
  campagnes: v.object({
    source: v.string(),
    medium: v.string(),
    campaign: v.string(),
    visits: Count,
  }),
  appareils: v.object({ name: v.string(), visitors: Count }),
  navigateurs: v.object({ name: v.string(), visitors: Count }),
  produits: v.object({
    productId: v.pipe(v.number(), v.integer()),
    title: v.nullable(v.string()),
    opens: Count,
    whatsapp: Count,
    phone: Count,
    conversionRate: v.nullable(v.pipe(v.number(), v.minValue(0))),
  }),
  recherches: v.object({
    term: v.string(),
    searches: Count,
    emptySearches: Count,
    results: Count,
  }),
  'recherches-sans-resultat': v.object({ term: v.string(), searches: Count, lastSeen: Day }),
  'pages-introuvables': v.object({ path: v.string(), referrer: v.string(), views: Count }),
};

/** A table's answer (`table` must be the one asked for). */
export function statsTableSchema<T extends StatsTableName>(
  table: T,
): v.GenericSchema<StatsTable<T>> {
  const row: v.GenericSchema<StatsRowsByTable[T]> = statsRowSchemas[table];
  return v.object({
    table: v.literal(table),
    period: StatsPeriodSchema,
    rows: v.array(row),
    total: Count,
  });
}

export const StatsLiveSchema: v.GenericSchema<StatsLive> = v.object({ visitors: Count });

export const StatsSummarySchema: v.GenericSchema<StatsSummary> = v.object({
  period: StatsPeriodSchema,
  visitors: Count,
  whatsapp: Count,
  emptySearches: Count,
});

/** getStatsOverview's input (the period is checked again by the API: `checkPeriod`). */
export const StatsOverviewInputSchema = v.object({ from: Day, to: Day });

/** getStatsTable's input. */
export const StatsTableInputSchema = v.object({
  table: v.picklist(statsTableNames),
  from: Day,
  to: Day,
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(statsTableMaxRows))),
  sort: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
