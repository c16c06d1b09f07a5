import { limits } from '#config';
import type { Database } from '#server/db/connection.ts';
import { purgeExpiredTrash } from './trash-purge.ts';

/**
 * Runs the Corbeille's purge (docs/decisions/021) shortly after start, then every
 * `limits.trashPurgeEveryMinutes`, on every instance: the purge's own claim makes one of them do
 * the work. Returns a stop function that waits for a run under way.
 */
export function scheduleTrashPurge(
  db: Database,
  options: { firstDelayMs?: number; everyMs?: number } = {},
): () => Promise<void> {
  const everyMs = options.everyMs ?? limits.trashPurgeEveryMinutes * 60_000;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = () => {
    running = purgeExpiredTrash(db, { now: new Date() }).then(
      () => undefined,
      (error: unknown) => console.error('[trash] purge failed:', error),
    );
    void running.then(() => {
      if (stopped) return;
      timer = setTimeout(run, everyMs);
      timer.unref();
    });
  };
  timer = setTimeout(run, options.firstDelayMs ?? 60_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
