import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

// Issue 35 §1: the operator runs `npm run backup` while the site serves; the administrator's
// dashboard then says when the last backup was taken and its size, in plain French.

test('the dashboard shows an administrator the backup the operator just took', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  const line = page.getByTestId('backup-line');
  await expect(line).toContainText('Sauvegardes :');

  const out = await mkdtemp(join(tmpdir(), 'e2e-backup-'));
  try {
    // As the operator types it, next to the running server (which holds the embedded database).
    const backup = spawnSync(process.execPath, ['scripts/backup.ts', '--out', out], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(backup.stdout).toContain('Backup written (by the running server)');
    expect(backup.status).toBe(0);
  } finally {
    await rm(out, { recursive: true, force: true });
  }

  await page.reload();
  await expect(line).toHaveText(
    /^Sauvegardes : Dernière sauvegarde : \d{1,2} [a-zéû.]+ \d{4}, \d{2}:\d{2} \([\d,]+ (Ko|Mo)\)\.$/,
  );
  // Readable on a phone: the line wraps inside the screen.
  const box = await line.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
});
