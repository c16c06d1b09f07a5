import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';

/** The first line of every archive's manifest: what this file is, and which layout it has. */
export const archiveFormat = 'medical-equipment-site-backup';
export const manifestName = 'manifest.json';

/** A part's path inside the archive: relative, forward slashes, no `..`, no hidden names. */
const PartPath = v.pipe(
  v.string(),
  v.maxLength(300),
  v.regex(/^(?!\/)(?!.*(?:^|\/)\.)[\w./-]+$/, 'a part path is relative and plain'),
);

export const Part = v.object({
  path: PartPath,
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
export type Part = v.InferOutput<typeof Part>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Iso = v.pipe(v.string(), v.isoTimestamp());

/**
 * `manifest.json` (issue 35 §1): what the archive holds and how to check it before a restore
 * touches anything. `database` says which layout the parts follow: `postgres` is one
 * `database.dump` (pg_dump's custom format, images inside as blobs); `pglite` is one
 * `tables/<table>.jsonl.gz` per table (rows as JSON lines, generated columns left out) and the
 * image files under `images/` (docs/decisions/030).
 */
export const Manifest = v.object({
  format: v.literal(archiveFormat),
  formatVersion: v.literal(1),
  app: v.object({ name: v.string(), version: v.string() }),
  database: v.picklist(['pglite', 'postgres']),
  /** Migrations applied to the database when its snapshot was taken, the last one by name. */
  migrations: v.object({ applied: Count, last: v.string() }),
  startedAt: Iso,
  finishedAt: Iso,
  /** Rows per table in the snapshot (every table of the `public` schema). */
  tables: v.record(v.string(), Count),
  /** Image files in the archive (pglite), or image blobs in the dump (postgres). */
  images: Count,
  parts: v.array(Part),
});
export type Manifest = v.InferOutput<typeof Manifest>;

/** The sha256 and size of a file, read as a stream (parts can be hundreds of megabytes). */
export async function describeFile(dir: string, path: string): Promise<Part> {
  const file = join(dir, path);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { path, bytes: (await stat(file)).size, sha256: hash.digest('hex') };
}

/** Why an unpacked archive cannot be trusted, one line per part; empty when it can. */
export async function checkParts(dir: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  for (const part of manifest.parts) {
    const found = await describeFile(dir, part.path).catch(() => null);
    if (!found) problems.push(`${part.path}: missing from the archive`);
    else if (found.bytes !== part.bytes)
      problems.push(`${part.path}: ${found.bytes} bytes instead of ${part.bytes} (truncated?)`);
    else if (found.sha256 !== part.sha256)
      problems.push(`${part.path}: sha256 differs (the file was damaged)`);
  }
  return problems;
}

/** The manifest's text, parsed; a clear error when it is not one of ours. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error("the archive's manifest.json is not readable JSON");
  }
  const parsed = v.safeParse(Manifest, json);
  if (!parsed.success) {
    const where = parsed.issues
      .slice(0, 3)
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    throw new Error(`the archive's manifest.json is not one of ours (${where.join('; ')})`);
  }
  return parsed.output;
}
