import { limits } from '#config';
import { scheduleRepeatedRun } from '../plumbing/repeated-run.ts';

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
  return scheduleRepeatedRun({
    run: options.purge,
    firstDelayMs: options.firstDelayMs ?? 60_000,
    everyMs: options.everyMs ?? limits.trashPurgeEveryMinutes * 60_000,
    failure: { event: 'trash.purge-failed', message: 'purge failed' },
  });
}
