import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { apiToken } from './admin-helpers.ts';

/** The uploaded images of the main e2e server (DATA_DIR/images), variants left out. */
const imagesDir = () => join(process.env.E2E_DATA_DIR ?? '', 'images');

async function walk(dir: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else found.push(path);
  }
  return found;
}

/** Every stored upload (temporary files included), as paths relative to DATA_DIR/images. */
export async function storedUploads(): Promise<Set<string>> {
  const root = imagesDir();
  const folders = await Promise.all(
    ['products', 'articles'].map((folder) => walk(join(root, folder))),
  );
  return new Set(folders.flat().map((path) => relative(root, path)));
}

const Paths = v.object({
  image: v.optional(v.nullable(v.string())),
  image_miniature: v.optional(v.nullable(v.string())),
  galerie_json: v.optional(v.union([v.array(v.string()), v.string(), v.null()])),
});
const Page = v.object({ rows: v.array(Paths), total: v.number() });

/** Every image path a product or an article refers to (every page of both admin lists). */
async function referencedImages(request: APIRequestContext): Promise<Set<string>> {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const paths = new Set<string>();
  for (const list of ['products', 'articles']) {
    for (let page = 1; ; page += 1) {
      const response = await request.get(`/api/crud/${list}`, {
        params: { page, limit: 100 },
        headers,
      });
      const { rows, total } = v.parse(Page, await response.json());
      for (const row of rows) {
        const gallery = typeof row.galerie_json === 'string' ? [] : (row.galerie_json ?? []);
        for (const path of [row.image, row.image_miniature, ...gallery]) if (path) paths.add(path);
      }
      if (page * 100 >= total) break;
    }
  }
  return paths;
}

/**
 * The uploads stored since `before` that nothing refers to: orphans. Another test's upload may be
 * between its files and its row for a moment, so callers poll this until it is empty.
 */
export async function orphanUploadsSince(
  request: APIRequestContext,
  before: Set<string>,
): Promise<string[]> {
  const added = [...(await storedUploads())].filter((path) => !before.has(path));
  if (added.length === 0) return [];
  const referenced = await referencedImages(request);
  return added.filter((path) => !referenced.has(path));
}
