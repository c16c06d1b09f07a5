import type { Env } from '#env';
import type { Database } from '#server/db/connection.ts';
import { createStatsIngestion, type StatsIngestion } from './stats-ingestion.ts';
import { scheduleStatsUpkeep } from './stats-schedule.ts';
import { runStatsUpkeep } from './stats-upkeep.ts';

export interface StatsRuntime {
  /** This instance's buffer, salts and flood limit (STATS=off: answers 204, does nothing). */
  ingestion: StatsIngestion;
  /** Writes the events still waiting, then stops the upkeep (before the database closes). */
  close(): Promise<void>;
}

/**
 * This instance's statistics (issue 38): the ingestion, and the upkeep that rolls each day up
 * once it ended and purges old raw events once a day. With STATS=off what was collected is still
 * rolled up; nothing new arrives.
 */
export function startStats(options: {
  env: Env;
  db: Database;
  /** Whether a session cookie's token was signed by this API (staff are not counted). */
  isStaffToken: (token: string) => boolean;
}): StatsRuntime {
  const { env, db } = options;
  const ingestion = createStatsIngestion({
    db,
    enabled: env.STATS === 'on',
    siteUrl: env.SITE_URL,
    perAddressPerMinute: env.STATS_EVENTS_PER_MINUTE,
    isStaffToken: options.isStaffToken,
  });
  const stopUpkeep = scheduleStatsUpkeep({
    run: () => runStatsUpkeep(db, { now: new Date(), rawDays: env.STATS_RAW_DAYS }),
  });
  return {
    ingestion,
    close: async () => {
      await ingestion.close();
      await stopUpkeep();
    },
  };
}
