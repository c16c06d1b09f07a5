/**
 * `npm run bench:stats` (issue 38): the statistics dashboard's panels over 12 months. For each
 * database, a throwaway one (PGlite in a temporary directory; PostgreSQL with
 * BENCH_DATABASE_URL, a database created and dropped) with the demo catalogue scaled to 2,000
 * products, about 10 M raw events on PostgreSQL and 1 M on PGlite (`--events-pg N`,
 * `--events-pglite N`) seeded in SQL over the 365 days ending today (scripts/bench/stats-seed.ts),
 * every past day rolled up by the upkeep's own code, then each panel timed in turns (p50/p95/p99
 * over `--runs` runs, 20 by default, after 2 untimed), today's live part included. Storage: bytes
 * per million raw events (stats_events with its index) and per year of rollups (stats_daily,
 * stats_hourly, stats_rollup_days). Writes bench/results/stats-report.md.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { periodFor } from '#domain/stats-period.ts';
import { statsTableNames, statsTableSorts } from '#domain/stats-report.ts';
import { addDays, tunisDay, tunisMidnight } from '#domain/tunis-time.ts';
import {
  statsLive,
  statsOverview,
  statsSummary,
  statsTable,
} from '#server/api/stats/stats-report.ts';
import { rollUpDueDays } from '#server/api/stats/stats-upkeep.ts';
import type { Database } from '#server/db/connection.ts';
import { onBothDatabases, seedDemoData } from './bench/prepare.ts';
import { machineSummary, writeResults } from './bench/report.ts';
import { baseVisitors, type SeedShape, seedDays } from './bench/stats-seed.ts';
import { type Timing, timeInTurns } from './bench/timing.ts';

const { values: args } = parseArgs({
  options: {
    'events-pg': { type: 'string', default: '10000000' },
    'events-pglite': { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
  },
});
const runs = Number(args.runs);
const targets = { PostgreSQL: 300, PGlite: 1_000 };

const Row = v.object({ rows: v.array(v.record(v.string(), v.union([v.number(), v.string()]))) });
async function one(db: Database, query: string): Promise<Record<string, number | string>> {
  return v.parse(Row, await db.execute(sql.raw(query))).rows[0] ?? {};
}
const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

interface Measured {
  label: 'PGlite' | 'PostgreSQL';
  events: number;
  visitorsPerDay: number;
  seedSeconds: string;
  rollupSeconds: string;
  days: number;
  panels: { name: string; timing: Timing; yesterdayLive: Timing }[];
  bytesPerMillion: number;
  rollupBytesPerYear: number;
}

async function measure(label: 'PGlite' | 'PostgreSQL', dataDir: string, databaseUrl?: string) {
  const target = Number(label === 'PostgreSQL' ? args['events-pg'] : args['events-pglite']);
  const shape: SeedShape = { target, spread: target >= 5_000_000 ? 64 : 6 };
  return seedDemoData(
    { dataDir, databaseUrl, scale: { products: 2_000, articles: 150 } },
    async (db): Promise<Measured> => {
      const now = new Date();
      let started = performance.now();
      for (let first = 0; first <= 364; first += 31) {
        await seedDays(db, shape, {
          first,
          last: Math.min(364, first + 30),
          now,
          pglite: label === 'PGlite',
        });
        console.log(
          `${label}: days ${first}–${Math.min(364, first + 30)} seeded (${seconds(started)} s)`,
        );
      }
      const seedSeconds = seconds(started);
      await db.execute(sql`vacuum analyze stats_events`);
      const events = Number((await one(db, 'select count(*)::float8 as n from stats_events')).n);
      started = performance.now();
      const rolled = await rollUpDueDays(db, now);
      const rollupSeconds = seconds(started);
      await db.execute(sql`vacuum analyze stats_daily`);
      await db.execute(sql`vacuum analyze stats_hourly`);
      await db.execute(sql`vacuum analyze stats_rollup_days`);
      console.log(
        `${label}: ${events} events, ${rolled.length} days rolled up in ${rollupSeconds} s`,
      );
      const period = periodFor('12-mois', now);
      const panels: { name: string; work: () => Promise<unknown> }[] = [
        {
          name: 'overview',
          work: () => statsOverview(db, period, { now: new Date(), collecting: true }),
        },
        ...statsTableNames.map((table) => ({
          name: `table ${table}`,
          work: () =>
            statsTable(db, {
              table,
              period,
              sort: statsTableSorts[table][0] ?? '',
              limit: 20,
              now: new Date(),
            }),
        })),
        { name: 'live', work: () => statsLive(db, new Date()) },
        { name: 'summary', work: () => statsSummary(db, new Date()) },
        {
          name: 'table pages, 10,000 rows (CSV export)',
          work: () =>
            statsTable(db, {
              table: 'pages',
              period,
              sort: 'views',
              limit: 10_000,
              now: new Date(),
            }),
        },
      ];
      const sizes = await one(
        db,
        `select pg_total_relation_size('stats_events')::float8 as raw,
          (pg_total_relation_size('stats_daily') + pg_total_relation_size('stats_hourly')
            + pg_total_relation_size('stats_rollup_days'))::float8 as rollups`,
      );
      const timings = await timeInTurns(
        panels.map((panel) => panel.work),
        { warmUps: 2, runs },
      );
      // Just after midnight, before the upkeep's next run: yesterday's whole day is read live.
      await unrollDay(db, addDays(tunisDay(now), -1));
      const yesterdayLive = await timeInTurns(
        panels.map((panel) => panel.work),
        { warmUps: 2, runs },
      );
      return {
        label,
        events,
        visitorsPerDay: baseVisitors(shape),
        seedSeconds,
        rollupSeconds,
        days: rolled.length,
        panels: panels.map((panel, index) => ({
          name: panel.name,
          timing: timings[index] ?? { p50: 0, p95: 0, p99: 0 },
          yesterdayLive: yesterdayLive[index] ?? { p50: 0, p95: 0, p99: 0 },
        })),
        bytesPerMillion: (Number(sizes.raw) / events) * 1_000_000,
        rollupBytesPerYear: (Number(sizes.rollups) / Math.max(1, rolled.length)) * 365,
      };
    },
  );
}

/** Takes a day's rollup back (bench only): the reports then read it live from its raw events. */
async function unrollDay(db: Database, day: string) {
  const from = tunisMidnight(day).toISOString();
  const to = tunisMidnight(addDays(day, 1)).toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from stats_daily where day = ${day}::date`);
    await tx.execute(sql`delete from stats_hourly where hour >= ${from} and hour < ${to}`);
    await tx.execute(sql`delete from stats_rollup_days where day = ${day}::date`);
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function report(results: Measured[]): string {
  const lines = [
    '# Statistics dashboard over 12 months (`npm run bench:stats`)',
    '',
    `${new Date().toISOString().slice(0, 10)}, ${machineSummary()}; in-process calls of each panel's function`,
    `(server/api/stats/stats-report.ts), ${runs} timed runs after 2 untimed, in turns; the period is the`,
    '12 months ending today (365 days, weekly steps), today read live from raw events, every other day',
    'from the rollups. Targets: p95 ≤ 300 ms on PostgreSQL (10 M events), ≤ 1 s on PGlite (1 M).',
    `Load average (1 min) ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end: other work on the machine shows in the timings.`,
    '',
  ];
  for (const result of results) {
    const target = targets[result.label];
    lines.push(
      `## ${result.label}: ${result.events.toLocaleString('en')} events`,
      '',
      `About ${result.visitorsPerDay} visitors a day before the weekly rhythm; seeded in ${result.seedSeconds} s; ${result.days} days rolled up in ${result.rollupSeconds} s.`,
      '',
      'Columns: today live, every other day rolled up; then yesterday not rolled up yet either (just after midnight, a whole day read live).',
      '',
      '| panel | p50 ms | p95 ms | p99 ms | p95 ms, yesterday live too | p95 within target |',
      '| --- | ---: | ---: | ---: | ---: | :---: |',
      ...result.panels.map(({ name, timing, yesterdayLive }) => {
        const within = Math.max(timing.p95, yesterdayLive.p95) <= target ? 'yes' : '**no**';
        return `| ${name} | ${timing.p50.toFixed(1)} | ${timing.p95.toFixed(1)} | ${timing.p99.toFixed(1)} | ${yesterdayLive.p95.toFixed(1)} | ${within} |`;
      }),
      '',
      `Storage: ${mb(result.bytesPerMillion)} per million raw events (stats_events with its index); ${mb(result.rollupBytesPerYear)} per year of rollups (stats_daily, stats_hourly, stats_rollup_days).`,
      '',
    );
  }
  return lines.join('\n');
}

const loadAtStart = loadavg()[0] ?? 0;
const results = await onBothDatabases('stats', measure);
await writeResults('stats-report.md', report(results));
