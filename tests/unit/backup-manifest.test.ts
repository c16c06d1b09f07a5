import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archiveFormat,
  checkParts,
  describeFile,
  type Manifest,
  parseManifest,
} from '#server/backup/manifest.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'manifest-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const manifestOf = (parts: Manifest['parts']): Manifest => ({
  format: archiveFormat,
  formatVersion: 1,
  app: { name: 'site', version: '1.0.0' },
  database: 'pglite',
  migrations: { applied: 3, last: '0002_more' },
  startedAt: '2026-11-28T03:00:00.000Z',
  finishedAt: '2026-11-28T03:00:02.000Z',
  tables: { products: 2 },
  images: 1,
  parts,
});

describe('describeFile', () => {
  it('gives the size and the sha256 of a part', async () => {
    await writeFile(join(dir, 'hello.txt'), 'bonjour\n');
    expect(await describeFile(dir, 'hello.txt')).toEqual({
      path: 'hello.txt',
      bytes: 8,
      // printf 'bonjour\n' | sha256sum
      sha256: '9cec0af545144159bac85c7b908d5e0b9b0ef961497401c5ad8da26f065ad926',
    });
  });
});

describe('checkParts', () => {
  const write = async (name: string, text: string) => {
    await mkdir(join(dir, 'parts', name, '..'), { recursive: true });
    await writeFile(join(dir, 'parts', name), text);
    return describeFile(join(dir, 'parts'), name);
  };

  it('finds nothing wrong in parts as they were written', async () => {
    const parts = [await write('tables/a.jsonl.gz', 'rows'), await write('images/x.webp', 'img')];
    expect(await checkParts(join(dir, 'parts'), manifestOf(parts))).toEqual([]);
  });

  it('names a missing part, a truncated one and a damaged one', async () => {
    const kept = await write('tables/kept.jsonl.gz', 'abcdef');
    const cut = await write('tables/cut.jsonl.gz', 'abcdef');
    const damaged = await write('tables/damaged.jsonl.gz', 'abcdef');
    const gone = await write('images/gone.webp', 'abcdef');
    await truncate(join(dir, 'parts', cut.path), 3);
    await writeFile(join(dir, 'parts', damaged.path), 'abcdeF');
    await rm(join(dir, 'parts', gone.path));
    expect(await checkParts(join(dir, 'parts'), manifestOf([kept, cut, damaged, gone]))).toEqual([
      'tables/cut.jsonl.gz: 3 bytes instead of 6 (truncated?)',
      'tables/damaged.jsonl.gz: sha256 differs (the file was damaged)',
      'images/gone.webp: missing from the archive',
    ]);
  });
});

describe('parseManifest', () => {
  const part = { path: 'database.dump', bytes: 10, sha256: 'a'.repeat(64) };

  it('reads back what a backup writes', () => {
    const manifest = manifestOf([part]);
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('refuses text that is not JSON, and JSON that is not one of our manifests', () => {
    expect(() => parseManifest('{"format": "medical-equip')).toThrow(
      "the archive's manifest.json is not readable JSON",
    );
    expect(() => parseManifest(JSON.stringify({ format: 'other-tool' }))).toThrow(
      "the archive's manifest.json is not one of ours",
    );
  });

  it('refuses part paths that climb out of the archive or hide', () => {
    for (const path of ['../etc/passwd', '/etc/passwd', 'images/.hidden', 'a/../../b']) {
      expect(() => parseManifest(JSON.stringify(manifestOf([{ ...part, path }])))).toThrow(
        /not one of ours/,
      );
    }
  });
});
