import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countImageRows } from '#server/db/repositories/images.repository.ts';
import { createDatabaseStorage } from '#server/storage/database-storage.ts';
import { migrateImages } from '#server/storage/image-migration.ts';
import { call, expectBody } from './client.ts';
import { form, noisyPng, png, type UploadPart, variantKept } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

/**
 * Images in PostgreSQL (docs/decisions/017): two API instances on one database, each with its own
 * DATA_DIR (and so its own disk cache), serve the same bytes.
 */
let first: TestApi;
let second: TestApi;
let token: string;

const Uploaded = v.object({ images: v.array(v.string()) });

async function upload(files: UploadPart[]): Promise<string[]> {
  const response = await call(first, 'POST', '/crud/articles/upload', {
    token,
    form: form({}, files),
  });
  return expectBody(response, 201, Uploaded).images;
}

async function fetchImage(api: TestApi, path: string) {
  const response = await fetch(`${api.url}/images/${path}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const cacheFiles = async (api: TestApi) =>
  readdir(join(api.dataDir, 'cache', 'variants')).catch(() => []);

describe.runIf(process.env.TEST_DATABASE_URL)(
  'images shared by two instances on one PostgreSQL',
  () => {
    beforeAll(async () => {
      first = await startTestApi();
      second = await startTestApi({ DATABASE_URL: first.databaseUrl ?? '' });
      token = (await login(first)).token;
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('serves an image uploaded through one instance from the other, byte for byte, copies too', async () => {
      const [path = ''] = await upload([await noisyPng(1600, 1200)]);
      const there = await fetchImage(second, path);
      const here = await fetchImage(first, path);
      expect(there.response.status).toBe(200);
      expect(there.response.headers.get('content-type')).toBe('image/webp');
      expect(there.response.headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(there.response.headers.get('last-modified')).toBe(
        here.response.headers.get('last-modified'),
      );
      expect(there.bytes.equals(here.bytes)).toBe(true);
      for (const width of [480, 960]) {
        // Made by the second instance, kept in the database, served as such by the first.
        const copy = await fetchImage(second, `${path}?w=${width}`);
        expect((await sharp(copy.bytes).metadata()).width).toBe(width);
        expect(await variantKept(first, path, width)).toBe(true);
        const sameCopy = await fetchImage(first, `${path}?w=${width}`);
        expect(sameCopy.bytes.equals(copy.bytes), `w=${width}`).toBe(true);
      }
      // Each instance kept what it served on its own disk: the original and the two copies.
      expect(await cacheFiles(second)).toHaveLength(3);
    });

    it('loses nothing when an instance’s cache is wiped', async () => {
      const [path = ''] = await upload([await noisyPng(1000, 700)]);
      const before = await fetchImage(second, `${path}?w=640`);
      const original = await fetchImage(second, path);
      await rm(join(second.dataDir, 'cache'), { recursive: true, force: true });
      expect((await fetchImage(second, `${path}?w=640`)).bytes.equals(before.bytes)).toBe(true);
      expect((await fetchImage(second, path)).bytes.equals(original.bytes)).toBe(true);
    });

    it('stores identical uploads once, and a deletion through one instance is a 404 on both', async () => {
      const picture = await noisyPng(800, 600);
      const rowsBefore = await countImageRows(first.runtime.database.db);
      const [one = '', two = ''] = await upload([picture, picture]);
      const rows = await countImageRows(first.runtime.database.db);
      expect(rows.paths - rowsBefore.paths).toBe(2);
      expect(rows.blobs - rowsBefore.blobs).toBe(1);
      // Served, so cached, by the second instance first.
      expect((await fetchImage(second, `${one}?w=320`)).response.status).toBe(200);
      expect((await fetchImage(second, one)).response.status).toBe(200);

      // The storage the upload routes delete through, on the first instance's database.
      const storage = createDatabaseStorage(first.runtime.database.db);
      await storage.delete(one);
      for (const api of [first, second]) {
        for (const asked of [one, `${one}?w=320`]) {
          const answer = await call(api, 'GET', `/images/${asked}`);
          expect(answer.status, asked).toBe(404);
        }
        // The same bytes under the other path are still there.
        expect((await fetchImage(api, two)).response.status).toBe(200);
      }
      await storage.delete(two);
      expect((await call(second, 'GET', `/images/${two}`)).status).toBe(404);
      // The blob and its copy went with the last path that used it.
      const after = await countImageRows(first.runtime.database.db);
      expect(after.blobs).toBe(rowsBefore.blobs);
      expect(after.variants).toBe(rowsBefore.variants);
    });
  },
);

describe.runIf(process.env.TEST_DATABASE_URL)('npm run images:migrate', () => {
  let api: TestApi;
  let root: string;
  const originals = new Map<string, Buffer>();

  beforeAll(async () => {
    api = await startTestApi();
    root = await mkdtemp(join(tmpdir(), 'images-migrate-'));
    const webp = async (colour: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .webp()
        .toBuffer();
    const same = await webp('#0f766e');
    const files: [string, Buffer][] = [
      ['products/2024/05/a.webp', same],
      ['products/2024/05/b.webp', same],
      ['articles/2025/01/c.webp', await webp('#b91c1c')],
      ['shops/logo.png', Buffer.from((await png(20, 10)).bytes)],
      ['deep/er/still/d.webp', await webp('#1d4ed8')],
    ];
    for (const [path, bytes] of files) {
      await mkdir(dirname(join(root, 'images', path)), { recursive: true });
      await writeFile(join(root, 'images', path), bytes);
      originals.set(path, bytes);
    }
    // A ?w= copy (made again on demand) and a write a crash cut short: neither is moved.
    await mkdir(join(root, 'images', 'variants', 'w320', 'products'), { recursive: true });
    await writeFile(join(root, 'images', 'variants', 'w320', 'products', 'a.webp'), same);
    await writeFile(join(root, 'images', 'products', '.a.webp.123.tmp'), 'half');
  });
  afterAll(async () => {
    await api?.close();
    await rm(root, { recursive: true, force: true });
  });

  const run = (to: 'database' | 'files', imagesDir = join(root, 'images')) =>
    migrateImages({ db: api.runtime.database.db, imagesDir, to });

  it('moves every file into the database, keeping every byte, and resumes where it stopped', async () => {
    const storage = createDatabaseStorage(api.runtime.database.db);
    // An earlier run stopped after copying c.webp and before removing it.
    const interrupted = 'articles/2025/01/c.webp';
    await storage.put(interrupted, originals.get(interrupted) ?? Buffer.alloc(0), 'image/webp');

    const report = await run('database');
    expect(report).toMatchObject({ moved: 4, alreadyThere: 1, conflicts: 0, skipped: 2 });
    for (const [path, bytes] of originals) {
      const { response, bytes: served } = await fetchImage(api, path);
      expect(response.status, path).toBe(200);
      expect(served.equals(bytes), path).toBe(true);
    }
    expect((await fetchImage(api, 'shops/logo.png')).response.headers.get('content-type')).toBe(
      'image/png',
    );
    expect(await countImageRows(api.runtime.database.db)).toMatchObject({ paths: 5, blobs: 4 });
    // Sources removed (folders emptied too); what was not moved is still there.
    expect(await readdir(join(root, 'images'))).toEqual(['products', 'variants']);
    expect(await readdir(join(root, 'images', 'products'))).toEqual(['.a.webp.123.tmp']);

    expect(await run('database')).toMatchObject({
      moved: 0,
      alreadyThere: 0,
      conflicts: 0,
      skipped: 2,
    });
  });

  it('leaves both copies alone when the target holds other bytes under the same path', async () => {
    const clash = join(root, 'clash');
    await mkdir(join(clash, 'products', '2024', '05'), { recursive: true });
    await writeFile(join(clash, 'products', '2024', '05', 'a.webp'), 'other bytes');
    const report = await run('database', clash);
    expect(report).toMatchObject({
      moved: 0,
      conflicts: 1,
      conflictPaths: ['products/2024/05/a.webp'],
    });
    expect(await readFile(join(clash, 'products', '2024', '05', 'a.webp'), 'utf8')).toBe(
      'other bytes',
    );
    const served = await fetchImage(api, 'products/2024/05/a.webp');
    expect(served.bytes.equals(originals.get('products/2024/05/a.webp') ?? Buffer.alloc(0))).toBe(
      true,
    );
  });

  it('moves them all back to files, byte for byte, leaving the database empty', async () => {
    const back = join(root, 'back');
    const report = await run('files', back);
    expect(report).toMatchObject({ moved: 5, alreadyThere: 0, conflicts: 0 });
    for (const [path, bytes] of originals) {
      expect((await readFile(join(back, path))).equals(bytes), path).toBe(true);
    }
    expect(await countImageRows(api.runtime.database.db)).toEqual({
      paths: 0,
      blobs: 0,
      variants: 0,
    });
    expect(await run('files', back)).toMatchObject({ moved: 0, alreadyThere: 0, conflicts: 0 });
  });
});
