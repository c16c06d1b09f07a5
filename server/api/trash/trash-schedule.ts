import { limits } from '#config';
import { log } from '#server/log/logger.ts';

export interface PurgeScheduleOptions {
  /** One purge run (`purgeExpiredTrash` with the clock of now). */
  purge: () => Promise<unknown>;
  firstDelayMs?: number;
  everyMs?: number;
}

/**
 * Runs the Corbeille's purge (docs/decisions/021) shortly after start, then
 * `limits.trashPurgeEveryMinutes` after each run ends, on every instance: the purge's own claim
 * makes one of them do the work. A failed run is logged and the next one still comes. Returns a
 * stop function that waits for a run under way.
 */
export function scheduleTrashPurge(options: PurgeScheduleOptions): () => Promise<void> {
  const everyMs = options.everyMs ?? limits.trashPurgeEveryMinutes * 60_000;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const arm = (delay: number) => {
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    running = options.purge().then(
      () => undefined,
      (error: unknown) => log().error({ event: 'trash.purge-failed', err: error }, 'purge failed'),
    );
    void running.then(() => {
      if (!stopped) arm(everyMs);
    });
  };
  arm(options.firstDelayMs ?? 60_000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
