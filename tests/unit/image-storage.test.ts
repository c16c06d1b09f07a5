import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFileSystemStorage,
  type ImageStorage,
  isSafeImagePath,
} from '#server/storage/image-storage.ts';

const hostilePaths = [
  '../x.webp',
  'a/../../b.webp',
  '/etc/passwd',
  'a\\b.webp',
  'a//b.webp',
  '',
  '.',
  '..',
  'a/./b.webp',
  '.hidden.webp',
  'a/',
  'a/b.webp/',
  'a/b.webp\0.png',
  'x'.repeat(301),
];

describe('isSafeImagePath', () => {
  it('accepts the paths the upload pipeline generates', () => {
    expect(isSafeImagePath('products/2025/01/0b8f3c9e-2a4d-4c1e-9f3a-7d2b1c0e5a6f.webp')).toBe(
      true,
    );
    expect(isSafeImagePath('logo.png')).toBe(true);
    expect(isSafeImagePath(`${'a'.repeat(295)}.webp`)).toBe(true);
  });

  it.each(hostilePaths)('refuses %j', (candidate) => {
    expect(isSafeImagePath(candidate)).toBe(false);
  });
});

describe('createFileSystemStorage', () => {
  let base = '';
  let root = '';
  let storage: ImageStorage;

  beforeEach(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'image-storage-'));
    root = path.join(base, 'root');
    await mkdir(root);
    // A real file just outside the root proves a refusal is not merely "file not found".
    await writeFile(path.join(base, 'x.webp'), 'secret');
    storage = createFileSystemStorage(root);
  });

  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('round-trips put, get and delete, creating parent directories', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    await storage.put('products/2025/01/a.webp', bytes, 'image/webp');

    const stored = await storage.get('products/2025/01/a.webp');
    expect(stored).not.toBeNull();
    expect(Array.from(stored?.body ?? [])).toEqual([1, 2, 3, 4, 5]);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.size).toBe(5);
    expect(stored?.modifiedAt).toBeInstanceOf(Date);

    await storage.delete('products/2025/01/a.webp');
    expect(await storage.get('products/2025/01/a.webp')).toBeNull();
  });

  it('leaves no temporary file behind and overwrites an existing image', async () => {
    await storage.put('a/b.webp', new Uint8Array([1]), 'image/webp');
    await storage.put('a/b.webp', new Uint8Array([2, 2]), 'image/webp');
    expect(await readdir(path.join(root, 'a'))).toEqual(['b.webp']);
    expect((await storage.get('a/b.webp'))?.size).toBe(2);
  });

  it('derives the content type from the extension', async () => {
    const cases: Array<[string, string]> = [
      ['x.webp', 'image/webp'],
      ['x.jpg', 'image/jpeg'],
      ['x.JPEG', 'image/jpeg'],
      ['x.png', 'image/png'],
      ['x.gif', 'image/gif'],
      ['x.avif', 'image/avif'],
      ['x.svg', 'application/octet-stream'],
      ['noextension', 'application/octet-stream'],
    ];
    for (const [name, contentType] of cases) {
      await storage.put(name, new Uint8Array([0]), 'ignored/by-filesystem');
      expect((await storage.get(name))?.contentType, name).toBe(contentType);
    }
  });

  it('returns null for a missing file, a missing folder or a directory', async () => {
    expect(await storage.get('missing.webp')).toBeNull();
    expect(await storage.get('no/such/folder.webp')).toBeNull();
    await storage.put('folder/x.webp', new Uint8Array([0]), 'image/webp');
    expect(await storage.get('folder')).toBeNull();
  });

  it('deletes a missing file without error', async () => {
    await expect(storage.delete('missing.webp')).resolves.toBeUndefined();
    await expect(storage.delete('no/such/folder.webp')).resolves.toBeUndefined();
  });

  it.each(hostilePaths)('refuses the hostile path %j', async (candidate) => {
    expect(await storage.get(candidate)).toBeNull();
    await expect(storage.put(candidate, new Uint8Array([0]), 'image/webp')).rejects.toThrow();
    await expect(storage.delete(candidate)).rejects.toThrow();
    expect(await readdir(root)).toEqual([]);
    expect((await readdir(base)).sort()).toEqual(['root', 'x.webp']);
  });
});
