import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  claimScheduledRun,
  finishRun,
  startManualRun,
} from '#server/db/repositories/backup-runs.repository.ts';
import { log } from '#server/log/logger.ts';
import { siteMetrics } from '#server/metrics/metrics.ts';
import { archivePattern, type BackupResult, type BackupSource, takeBackup } from './take-backup.ts';

export interface Backups {
  /** `npm run backup`: one backup into `outDir`, recorded, logged and counted. */
  manual(outDir: string): Promise<BackupResult>;
  /**
   * The scheduled backup of the period starting at `slot` (ms), into `outDir`, keeping the newest
   * `keep` archives there; null when another instance claimed that period first.
   */
  scheduled(slot: number, outDir: string, keep: number): Promise<BackupResult | null>;
}

/** Takes backups of the running site: each recorded in `backup_runs`, logged and counted. */
export function createBackups(source: BackupSource): Backups {
  const { db } = source.database;
  let running: Promise<unknown> = Promise.resolve();

  async function recorded(id: number, trigger: string, outDir: string) {
    const clock = performance.now();
    log().info({ event: 'backup.started', trigger, outDir }, 'backup started');
    try {
      const result = await takeBackup(source, outDir);
      const { file, bytes, durationMs } = result;
      await finishRun(db, id, { status: 'succeeded', file: basename(file), bytes, durationMs });
      const metrics = siteMetrics();
      metrics.backups.inc({ result: 'succeeded' });
      metrics.backupLastSuccess.set(Date.now() / 1000);
      metrics.backupDuration.set(durationMs / 1000);
      metrics.backupSize.set(bytes);
      log().info({ event: 'backup.succeeded', trigger, file, bytes, durationMs }, 'backup written');
      return result;
    } catch (error) {
      const durationMs = Math.round(performance.now() - clock);
      const reason = error instanceof Error ? error.message : String(error);
      siteMetrics().backups.inc({ result: 'failed' });
      log().error({ event: 'backup.failed', trigger, err: error, durationMs }, 'backup failed');
      await finishRun(db, id, { status: 'failed', error: reason, durationMs }).catch(
        () => undefined,
      );
      throw error;
    }
  }

  /** One backup at a time in this process: a second asks waits for the first. */
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = running.then(work, work);
    running = next.catch(() => undefined);
    return next;
  }

  return {
    manual: (outDir) =>
      oneAtATime(async () => recorded(await startManualRun(db), 'manual', outDir)),
    scheduled: (slot, outDir, keep) =>
      oneAtATime(async () => {
        const id = await claimScheduledRun(db, slot);
        if (id === null) return null;
        const result = await recorded(id, 'schedule', outDir);
        await keepNewest(outDir, keep);
        return result;
      }),
  };
}

/** Removes the oldest archives of `dir` beyond the newest `keep` (only names the backup wrote). */
export async function keepNewest(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => archivePattern.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) {
    await rm(join(dir, name), { force: true });
    log().info({ event: 'backup.removed', file: join(dir, name) }, 'old backup removed');
  }
  return removed;
}
