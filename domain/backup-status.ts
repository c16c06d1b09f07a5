import * as v from 'valibot';
import { formatAdminDate } from './article-status.ts';
import { formatFileSize } from './file-size.ts';

/**
 * The dashboard's backup line (issue 35 §1): what GET /api/backups/latest answers, and the plain
 * French an administrator reads from it. Pure, so the wording is tested without a server.
 */
const Iso = v.pipe(v.string(), v.isoTimestamp());

export const BackupRunSchema = v.object({
  trigger: v.picklist(['schedule', 'manual']),
  status: v.picklist(['running', 'succeeded', 'failed']),
  started_at: Iso,
  finished_at: v.nullable(Iso),
  file: v.nullable(v.string()),
  bytes: v.nullable(v.number()),
  duration_ms: v.nullable(v.number()),
  error: v.nullable(v.string()),
});
export type BackupRun = v.InferOutput<typeof BackupRunSchema>;

export const BackupStatusSchema = v.object({
  latest: v.nullable(BackupRunSchema),
  last_success: v.nullable(BackupRunSchema),
});
export type BackupStatus = v.InferOutput<typeof BackupStatusSchema>;

export interface BackupLine {
  tone: 'ok' | 'warning' | 'error';
  text: string;
}

const hour = 3_600_000;
/** A backup older than this is worth a warning, whatever the schedule (two daily ones missed). */
export const staleAfterHours = 48;
/** A run still "under way" after this long was cut off (the server stopped during it). */
const stuckAfterHours = 6;

/** "28 nov. 2026, 01:00": the back-office's dates, in Tunis time. */
const when = formatAdminDate;

function success(run: BackupRun): string {
  const size = run.bytes === null ? '' : ` (${formatFileSize(run.bytes)})`;
  return `${when(run.finished_at ?? run.started_at)}${size}`;
}

const server = 'La personne qui gère le serveur en trouvera la cause dans ses journaux.';

/** The line shown to administrators on the dashboard, at `now`. */
export function describeBackups(status: BackupStatus, now: Date): BackupLine {
  const { latest, last_success: lastSuccess } = status;
  const previous = lastSuccess
    ? ` Dernière sauvegarde réussie : ${success(lastSuccess)}.`
    : ' Aucune sauvegarde réussie pour l’instant.';
  if (!latest) {
    return {
      tone: 'warning',
      text: 'Aucune sauvegarde du site n’a encore été faite : demandez à la personne qui gère le serveur de les programmer.',
    };
  }
  const age = now.getTime() - new Date(latest.started_at).getTime();
  if (latest.status === 'failed') {
    return {
      tone: 'error',
      text: `La dernière sauvegarde a échoué (${when(latest.started_at)}). ${server}${previous}`,
    };
  }
  if (latest.status === 'running') {
    if (age > stuckAfterHours * hour) {
      return {
        tone: 'error',
        text: `La sauvegarde commencée le ${when(latest.started_at)} ne s’est pas terminée. ${server}${previous}`,
      };
    }
    return {
      tone: 'ok',
      text: `Sauvegarde en cours depuis ${when(latest.started_at)}.${previous}`,
    };
  }
  const done = new Date(latest.finished_at ?? latest.started_at).getTime();
  if (now.getTime() - done > staleAfterHours * hour) {
    return {
      tone: 'warning',
      text: `Dernière sauvegarde : ${success(latest)}, il y a plus de ${staleAfterHours} heures. Vérifiez avec la personne qui gère le serveur que les sauvegardes programmées fonctionnent.`,
    };
  }
  return { tone: 'ok', text: `Dernière sauvegarde : ${success(latest)}.` };
}
