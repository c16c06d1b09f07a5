import { log } from '#server/log/logger.ts';

export interface BackupScheduleOptions {
  /** The backup of the period starting at `slot` (ms since the epoch); claimed by one instance. */
  backup: (slot: number) => Promise<unknown>;
  everyMs: number;
  /** The first check after start: the period's backup, if nobody took it yet. */
  firstDelayMs?: number;
  now?: () => number;
}

/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY): shortly after start, then at each period's start
 * (UTC multiples of BACKUP_EVERY), every instance asks for the period's backup; the first to claim
 * it (backup_runs' unique slot) takes it, the others find it taken. A server that was stopped when
 * a period began takes that period's backup at its next start. A failure is logged and counted by
 * the backup itself; the next period still comes. Returns a stop function that waits for a run.
 */
export function scheduleBackups(options: BackupScheduleOptions): () => Promise<void> {
  const now = options.now ?? Date.now;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const arm = (delay: number) => {
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    const slot = Math.floor(now() / options.everyMs) * options.everyMs;
    running = options.backup(slot).then(
      () => undefined,
      (error: unknown) =>
        log().debug(
          { event: 'backup.schedule-missed', slot, err: error },
          'scheduled backup missed',
        ),
    );
    void running.then(() => {
      // A few seconds past the boundary, so that every instance's clock has crossed it.
      if (!stopped) arm(slot + options.everyMs - now() + 5_000);
    });
  };
  arm(options.firstDelayMs ?? 60_000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
