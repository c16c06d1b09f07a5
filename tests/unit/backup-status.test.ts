import { describe, expect, it } from 'vitest';
import { type BackupRun, describeBackups } from '#domain/backup-status.ts';

const now = new Date('2026-11-28T10:00:00.000Z');
const run = (overrides: Partial<BackupRun>): BackupRun => ({
  trigger: 'schedule',
  status: 'succeeded',
  started_at: '2026-11-28T00:00:05.000Z',
  finished_at: '2026-11-28T00:00:07.000Z',
  file: 'backup-2026-11-28T00-00-05-000Z.tar',
  bytes: 13_002_342,
  duration_ms: 2_000,
  error: null,
  ...overrides,
});

describe('the dashboard backup line', () => {
  it('says when the last backup ended and its size, in Tunis time', () => {
    const latest = run({});
    expect(describeBackups({ latest, last_success: latest }, now)).toEqual({
      tone: 'ok',
      text: 'Dernière sauvegarde : 28 nov. 2026, 01:00 (12,4 Mo).',
    });
  });

  it('warns when no backup was ever taken', () => {
    const line = describeBackups({ latest: null, last_success: null }, now);
    expect(line.tone).toBe('warning');
    expect(line.text).toMatch(/^Aucune sauvegarde du site n’a encore été faite/);
  });

  it('shows a failure with the last success, and no technical message', () => {
    const success = run({
      started_at: '2026-11-27T00:00:05.000Z',
      finished_at: '2026-11-27T00:00:09.000Z',
    });
    const failed = run({
      status: 'failed',
      bytes: null,
      file: null,
      error: 'pg_dump failed (exit 1): disk full',
    });
    const line = describeBackups({ latest: failed, last_success: success }, now);
    expect(line).toEqual({
      tone: 'error',
      text: 'La dernière sauvegarde a échoué (28 nov. 2026, 01:00). La personne qui gère le serveur en trouvera la cause dans ses journaux. Dernière sauvegarde réussie : 27 nov. 2026, 01:00 (12,4 Mo).',
    });
    expect(line.text).not.toContain('pg_dump');
  });

  it('warns when the newest success is more than 48 hours old', () => {
    const old = run({
      started_at: '2026-11-25T00:00:05.000Z',
      finished_at: '2026-11-25T00:00:09.000Z',
    });
    const line = describeBackups({ latest: old, last_success: old }, now);
    expect(line.tone).toBe('warning');
    expect(line.text).toContain('il y a plus de 48 heures');
  });

  it('tells a backup under way from one cut off by a stop', () => {
    const running = run({
      status: 'running',
      finished_at: null,
      bytes: null,
      started_at: '2026-11-28T09:59:00.000Z',
    });
    expect(describeBackups({ latest: running, last_success: null }, now)).toEqual({
      tone: 'ok',
      text: 'Sauvegarde en cours depuis 28 nov. 2026, 10:59. Aucune sauvegarde réussie pour l’instant.',
    });
    const stuck = { ...running, started_at: '2026-11-28T01:00:00.000Z' };
    expect(describeBackups({ latest: stuck, last_success: null }, now).tone).toBe('error');
  });
});
