import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackupStatusSchema } from '#domain/backup-status.ts';
import { RestoreRefused } from '#server/backup/archive-check.ts';
import { createBackups } from '#server/backup/backup-service.ts';
import { refuseSecondServer } from '#server/backup/control-socket.ts';
import { parseManifest } from '#server/backup/manifest.ts';
import { restoreArchive } from '#server/backup/restore.ts';
import { takeBackup } from '#server/backup/take-backup.ts';
import { log } from '#server/log/logger.ts';
import { siteMetrics } from '#server/metrics/metrics.ts';
import { call, expectBody, expectError } from './client.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';
import { signedInEditor } from './staff-fixtures.ts';

let api: TestApi;
let token: string;
let editorToken: string;
let dir: string;
adminApiPerFile(async (started) => {
  ({ api, token } = started);
  editorToken = (await signedInEditor(api, 'sauvegardes@test.tn')).token;
});
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backups-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const source = () => ({
  database: api.runtime.database,
  dataDir: api.dataDir,
  databaseUrl: api.databaseUrl,
});
const latest = async () =>
  expectBody(await call(api, 'GET', '/backups/latest', { token }), 200, BackupStatusSchema);
const failures = async () =>
  (await siteMetrics().backups.get()).values.find((value) => value.labels.result === 'failed')
    ?.value ?? 0;

describe('GET /backups/latest', () => {
  it('is for administrators only', async () => {
    expectError(await call(api, 'GET', '/backups/latest'), 401);
    expectError(await call(api, 'GET', '/backups/latest', { token: editorToken }), 403);
  });

  it('says when nothing was backed up yet, then the newest backup, its file and size', async () => {
    expect(await latest()).toEqual({ latest: null, last_success: null });
    const result = await createBackups(source()).manual(join(dir, 'manual'));
    const status = await latest();
    expect(status.latest).toMatchObject({
      trigger: 'manual',
      status: 'succeeded',
      file: result.file.split('/').at(-1),
      bytes: result.bytes,
      error: null,
    });
    expect(status.last_success).toEqual(status.latest);
    // Password hashes and second-factor secrets are inside: no other user may read it.
    expect((await stat(result.file)).mode & 0o777).toBe(0o600);
    expect(result.manifest.database).toBe(api.databaseKind);
    expect(result.manifest.tables.admin_users).toBeGreaterThanOrEqual(2);
  });

  it('records a failed backup, counts it, and keeps the last success beside it', async () => {
    const before = await failures();
    // Not a directory: the archive cannot be written there.
    const blocked = join(dir, 'a-file');
    await writeFile(blocked, 'x');
    const logged = vi.spyOn(log(), 'error').mockImplementation(() => undefined);
    await expect(createBackups(source()).manual(blocked)).rejects.toThrow();
    expect(logged.mock.calls.map(([fields]) => fields)).toEqual([
      expect.objectContaining({ event: 'backup.failed', trigger: 'manual' }),
    ]);
    logged.mockRestore();
    const status = await latest();
    expect(status.latest).toMatchObject({ trigger: 'manual', status: 'failed', file: null });
    expect(status.latest?.error).toBeTruthy();
    expect(status.last_success?.status).toBe('succeeded');
    expect(await failures()).toBe(before + 1);
  });
});

describe('scheduled backups', () => {
  it("let one instance only take a period's backup", async () => {
    // Two instances' schedules (each its own backup service) asking for the same period.
    const slot = Date.UTC(2026, 10, 28);
    const out = join(dir, 'scheduled');
    const [first, second] = await Promise.all([
      createBackups(source()).scheduled(slot, out, 14),
      createBackups(source()).scheduled(slot, out, 14),
    ]);
    expect([first, second].filter((result) => result !== null)).toHaveLength(1);
    expect((await latest()).latest).toMatchObject({ trigger: 'schedule', status: 'succeeded' });
    // The next period is another backup.
    expect(await createBackups(source()).scheduled(slot + 86_400_000, out, 14)).not.toBeNull();
  });
});

describe('a restore refuses, and changes nothing', () => {
  let archive: string;
  beforeAll(async () => {
    archive = (await takeBackup(source(), join(dir, 'for-restore'))).file;
  });
  const refusal = async (file: string, target = join(dir, `target-${Math.random()}`)) => {
    const error = await restoreArchive({ archive: file, dataDir: target, force: false }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RestoreRefused);
    return error instanceof Error ? error.message : '';
  };

  it('a truncated archive', async () => {
    const cut = join(dir, 'cut.tar');
    await writeFile(cut, await readFile(archive));
    await truncate(cut, Math.floor((await readFile(archive)).length / 2));
    expect(await refusal(cut)).toMatch(/nothing was restored/);
  });

  it('an archive whose part was damaged, naming the part', async () => {
    const unpacked = await mkdtemp(join(dir, 'unpacked-'));
    await extract({ file: archive, cwd: unpacked });
    const manifest = parseManifest(await readFile(join(unpacked, 'manifest.json'), 'utf8'));
    const part = manifest.parts[0]?.path ?? '';
    const bytes = await readFile(join(unpacked, part));
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    await writeFile(join(unpacked, part), bytes);
    const damaged = join(dir, 'damaged.tar');
    await create({ file: damaged, cwd: unpacked }, [
      'manifest.json',
      ...manifest.parts.map((p) => p.path),
    ]);
    expect(await refusal(damaged)).toContain(`${part}: sha256 differs`);
  });

  it('an archive taken by a newer version (a migration this one lacks)', async () => {
    const unpacked = await mkdtemp(join(dir, 'newer-'));
    await extract({ file: archive, cwd: unpacked });
    const manifest = parseManifest(await readFile(join(unpacked, 'manifest.json'), 'utf8'));
    const newer = { ...manifest, migrations: { applied: 999, last: '0998_from-the-future' } };
    await writeFile(join(unpacked, 'manifest.json'), JSON.stringify(newer));
    const file = join(dir, 'newer.tar');
    await create({ file, cwd: unpacked }, ['manifest.json', ...manifest.parts.map((p) => p.path)]);
    expect(await refusal(file)).toMatch(/migration 999 \(0998_from-the-future\).*does not have/);
  });

  it('a target that holds a site, unless --force', async () => {
    if (api.databaseKind === 'pglite') {
      // The running API's own DATA_DIR: a server is on it.
      expect(await refusal(archive, api.dataDir)).toMatch(/A server is running on/);
      // And a second server on it stops at start, before opening the database.
      await expect(refuseSecondServer(api.dataDir)).rejects.toThrow(
        /another server already runs on/,
      );
    } else {
      const error = await restoreArchive({
        archive,
        dataDir: join(dir, 'pg-target'),
        databaseUrl: api.databaseUrl,
        force: false,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RestoreRefused);
      expect(String(error)).toMatch(/The PostgreSQL database is not empty \(\d+ tables, of which/);
    }
  });
});
