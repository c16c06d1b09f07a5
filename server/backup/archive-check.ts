import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extract } from 'tar';
import { checkParts, type Manifest, manifestName, parseManifest } from './manifest.ts';
import { countRows } from './table-rows.ts';
import { databaseParts } from './take-backup.ts';

// The checks a restore makes before and after loading (server/backup/restore.ts): the archive
// whole and unaltered, then every table's rows as the manifest counted them.

/**
 * What went wrong, in one line: the database's own message rather than drizzle's "Failed query"
 * (which repeats the statement and its parameters: megabytes of rows).
 */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return cause ?? error.message.split('\n')[0] ?? error.message;
}

/** A restore that must not go on: the message says why, and nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export async function unpackAndCheck(archive: string, work: string): Promise<Manifest> {
  try {
    await extract({ file: archive, cwd: work, strict: true, preservePaths: false });
  } catch (error) {
    throw new RestoreRefused(
      `${archive} is not a readable backup archive (${error instanceof Error ? error.message : String(error)}): nothing was restored.`,
    );
  }
  let text: string;
  try {
    text = await readFile(join(work, manifestName), 'utf8');
  } catch {
    throw new RestoreRefused(
      `${archive} has no ${manifestName}: it is not a backup of this site, or it is truncated. Nothing was restored.`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = parseManifest(text);
  } catch (error) {
    throw new RestoreRefused(
      `${error instanceof Error ? error.message : String(error)}: nothing was restored.`,
    );
  }
  const problems = await checkParts(work, manifest);
  const expected = databaseParts(manifest.database, manifest.tables);
  const listed = new Set(manifest.parts.map((part) => part.path));
  for (const path of expected)
    if (!listed.has(path)) problems.push(`${path}: not listed in the manifest`);
  if (problems.length > 0) {
    throw new RestoreRefused(
      `${archive} is damaged or incomplete, nothing was restored:\n${problems
        .slice(0, 10)
        .map((line) => `  - ${line}`)
        .join('\n')}${problems.length > 10 ? `\n  … and ${problems.length - 10} more` : ''}`,
    );
  }
  return manifest;
}

/** Every table's rows as the manifest says, or the list of those that differ. */
export async function checkCounts(
  db: Parameters<typeof countRows>[0],
  manifest: Manifest,
): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const wrong: string[] = [];
  for (const [table, expected] of Object.entries(manifest.tables)) {
    found[table] = await countRows(db, table);
    if (found[table] !== expected)
      wrong.push(`${table}: ${found[table]} rows, ${expected} expected`);
  }
  if (wrong.length > 0)
    throw new Error(`the restored rows do not match the manifest (${wrong.join('; ')})`);
  return found;
}
