import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDiskCache } from '#server/storage/disk-cache.ts';

/** The bounded on-disk cache of served images (docs/decisions/017). */
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'disk-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill);
const key = (n: number) => `${String(n).padStart(64, '0')}-w480`;
const files = async () => (await readdir(dir)).sort();

describe('openDiskCache', () => {
  it('gives back what it was given, with its content type', async () => {
    const cache = await openDiskCache({ dir, maxBytes: 1_000 });
    await cache.put(key(1), bytes(10, 7), 'image/webp');
    await cache.put(`${'a'.repeat(64)}-original`, bytes(5), 'image/png');
    expect(await cache.get(key(1))).toEqual({
      body: expect.objectContaining({ length: 10, 0: 7 }),
      contentType: 'image/webp',
    });
    expect((await cache.get(`${'a'.repeat(64)}-original`))?.contentType).toBe('image/png');
    expect(await cache.get(key(2))).toBeNull();
    expect(cache.usage()).toEqual({ bytes: 15, entries: 2 });
  });

  it('never holds more than its size cap: the least recently used go first', async () => {
    const cache = await openDiskCache({ dir, maxBytes: 300 });
    await cache.put(key(1), bytes(100), 'image/webp');
    await cache.put(key(2), bytes(100), 'image/webp');
    await cache.put(key(3), bytes(100), 'image/webp');
    // Reading 1 makes 2 the coldest.
    expect(await cache.get(key(1))).not.toBeNull();
    await cache.put(key(4), bytes(100), 'image/webp');
    expect(await cache.get(key(2))).toBeNull();
    for (const n of [1, 3, 4]) expect(await cache.get(key(n)), `entry ${n}`).not.toBeNull();
    expect(cache.usage()).toEqual({ bytes: 300, entries: 3 });
    expect(await files()).toEqual([key(1), key(3), key(4)].map((name) => `${name}.webp`));
  });

  it('evicts as many entries as a large one needs, and keeps none larger than the cap', async () => {
    const cache = await openDiskCache({ dir, maxBytes: 300 });
    for (const n of [1, 2, 3]) await cache.put(key(n), bytes(100), 'image/webp');
    await cache.put(key(4), bytes(250), 'image/webp');
    expect(cache.usage()).toEqual({ bytes: 250, entries: 1 });
    await cache.put(key(5), bytes(301), 'image/webp');
    expect(await cache.get(key(5))).toBeNull();
    expect(await files()).toEqual([`${key(4)}.webp`]);
  });

  it('picks up what an earlier run left, oldest first, and trims it to a smaller cap', async () => {
    const first = await openDiskCache({ dir, maxBytes: 1_000 });
    for (const n of [1, 2, 3]) await first.put(key(n), bytes(100), 'image/webp');
    // Written in the order 3, 1, 2 as far as the clock says.
    const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, seconds));
    await utimes(path.join(dir, `${key(3)}.webp`), at(1), at(1));
    await utimes(path.join(dir, `${key(1)}.webp`), at(2), at(2));
    await utimes(path.join(dir, `${key(2)}.webp`), at(3), at(3));
    // A write a crash cut short, and a stranger.
    await writeFile(path.join(dir, `.${key(9)}.webp.1234.tmp`), 'half');
    await writeFile(path.join(dir, 'notes.txt~'), 'x');
    const second = await openDiskCache({ dir, maxBytes: 200 });
    expect(second.usage()).toEqual({ bytes: 200, entries: 2 });
    expect(await second.get(key(3))).toBeNull();
    expect(await files()).toEqual([`${key(1)}.webp`, `${key(2)}.webp`]);
  });

  it('answers a miss when the folder was wiped, and fills it again', async () => {
    const cache = await openDiskCache({ dir, maxBytes: 1_000 });
    await cache.put(key(1), bytes(100), 'image/webp');
    await rm(dir, { recursive: true, force: true });
    expect(await cache.get(key(1))).toBeNull();
    expect(cache.usage()).toEqual({ bytes: 0, entries: 0 });
    await cache.put(key(1), bytes(100), 'image/webp');
    expect(await cache.get(key(1))).not.toBeNull();
  });

  it('refuses a key that is not a plain file name', async () => {
    const cache = await openDiskCache({ dir, maxBytes: 1_000 });
    for (const bad of ['../x', 'a/b', '', '.hidden', 'A B']) {
      await expect(cache.put(bad, bytes(1), 'image/webp'), bad).rejects.toThrow(/cache key/);
    }
  });
});
