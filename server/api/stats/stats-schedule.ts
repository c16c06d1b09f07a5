import { scheduleRepeatedRun } from '../plumbing/repeated-run.ts';

export interface StatsScheduleOptions {
  /** One upkeep run (`runStatsUpkeep` with the clock of now). */
  run: () => Promise<unknown>;
  firstDelayMs?: number;
  everyMs?: number;
}

/** How often each instance looks for days to roll up (and for the day's purge). */
export const statsUpkeepEveryMs = 5 * 60_000;

/**
 * Runs the statistics' upkeep (stats-upkeep.ts: rollups due, then the day's purge) a minute
 * after start, then every `statsUpkeepEveryMs` after each run ends, on every instance: each
 * rollup's and the purge's claim makes one instance do each piece of work. Returns a stop
 * function that waits for a run under way.
 */
export function scheduleStatsUpkeep(options: StatsScheduleOptions): () => Promise<void> {
  return scheduleRepeatedRun({
    run: options.run,
    firstDelayMs: options.firstDelayMs ?? 60_000,
    everyMs: options.everyMs ?? statsUpkeepEveryMs,
    failure: { event: 'stats.upkeep-failed', message: 'statistics upkeep failed' },
  });
}
