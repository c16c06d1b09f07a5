import { Hono } from 'hono';
import { type BackupRun, latestRuns } from '#server/db/repositories/backup-runs.repository.ts';
import { type ApiEnv, requireRole } from '../plumbing/context.ts';

/** A run as the API answers it: times in ISO 8601, the archive's file name only. */
function toJson(run: BackupRun | null) {
  if (!run) return null;
  return {
    trigger: run.trigger,
    status: run.status,
    started_at: run.started_at.toISOString(),
    finished_at: run.finished_at?.toISOString() ?? null,
    file: run.file,
    bytes: run.bytes,
    duration_ms: run.duration_ms,
    error: run.error,
  };
}

/**
 * GET /backups/latest (issue 35 §1): the newest backup run (under way, succeeded or failed) and
 * the newest success, for the dashboard's line. Administrators only (an éditeur gets 403).
 */
export const backupRoutes = new Hono<ApiEnv>()
  .use('*', requireRole('administrateur'))
  .get('/latest', async (c) => {
    const { latest, lastSuccess } = await latestRuns(c.var.deps.db);
    return c.json({ latest: toJson(latest), last_success: toJson(lastSuccess) });
  });
