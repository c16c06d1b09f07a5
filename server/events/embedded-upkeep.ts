import { sql } from 'drizzle-orm';
import { log } from '#server/log/logger.ts';
import type { Database } from '../db/connection.ts';
import { onContentChange } from './content-changes.ts';

export interface UpkeepOptions {
  /** Quiet time after the last write before the upkeep runs. */
  afterWritesMs?: number;
  /** Least time between two runs. */
  everyMs?: number;
}

/**
 * PGlite runs without PostgreSQL's autovacuum: nothing would refresh the planner's statistics or
 * mark pages all-visible, so at 100,000 products plans would be guessed and the list walks
 * (docs/decisions/012) would read the table instead of their index alone. This does what
 * autovacuum does, for the embedded database only: `VACUUM (ANALYZE)` once at start, then again
 * after writes have been quiet for a while, at most every `everyMs`. Returns a stop function that
 * waits for a run under way.
 */
export function keepEmbeddedDatabaseTidy(
  db: Pick<Database, 'execute'>,
  options: UpkeepOptions = {},
): () => Promise<void> {
  const afterWritesMs = options.afterWritesMs ?? 30_000;
  const everyMs = options.everyMs ?? 10 * 60_000;
  let lastRun = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = () => {
    timer = undefined;
    lastRun = Date.now();
    running = running
      .then(() => db.execute(sql`VACUUM (ANALYZE) products, categories, articles`))
      .then(
        () => undefined,
        (error: unknown) =>
          log().error({ event: 'database.upkeep-failed', err: error }, 'embedded upkeep failed'),
      );
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    const wait = Math.max(afterWritesMs, lastRun + everyMs - Date.now());
    timer = setTimeout(run, wait);
    timer.unref();
  };

  run();
  const stop = onContentChange(({ origin }) => {
    if (origin === 'local') schedule();
  });
  return async () => {
    stop();
    if (timer) clearTimeout(timer);
    await running;
  };
}
