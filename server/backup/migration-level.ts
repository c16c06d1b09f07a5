import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#server/db/connection.ts';

const Journal = v.object({
  entries: v.array(v.looseObject({ idx: v.number(), when: v.number(), tag: v.string() })),
});
type Journal = v.InferOutput<typeof Journal>;

/** The project's migrations folder (the working directory unless PROJECT_ROOT says otherwise). */
export const migrationsFolder = () =>
  resolve(process.env.PROJECT_ROOT ?? process.cwd(), 'server/db/migrations');

async function readJournal(folder: string): Promise<Journal> {
  const text = await readFile(join(folder, 'meta', '_journal.json'), 'utf8');
  return v.parse(Journal, JSON.parse(text));
}

/** How many of this version's migrations exist, and the last one's name. */
export async function codeMigrationLevel(folder = migrationsFolder()) {
  const { entries } = await readJournal(folder);
  return { applied: entries.length, last: entries.at(-1)?.tag ?? '' };
}

const Applied = v.object({
  rows: v.array(v.object({ applied: v.union([v.number(), v.string()]), last: v.unknown() })),
});

/**
 * The migrations applied to a database, as drizzle records them (`drizzle.__drizzle_migrations`,
 * one row per migration with its journal date), named by this version's journal.
 */
export async function databaseMigrationLevel(db: Database, folder = migrationsFolder()) {
  const result = await db.execute(
    sql`select count(*) as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const row = v.parse(Applied, result).rows[0];
  const applied = Number(row?.applied ?? 0);
  const { entries } = await readJournal(folder);
  const last = entries.find((entry) => String(entry.when) === String(row?.last));
  return { applied, last: last?.tag ?? '' };
}

/**
 * A copy of the migrations folder holding only the first `applied` migrations: opening a database
 * with it builds the schema an archive was taken at, before its rows go in; the full folder then
 * runs the rest (docs/decisions/030). Refuses an archive newer than this version.
 */
export async function migrationsUpTo(
  level: { applied: number; last: string },
  folder = migrationsFolder(),
): Promise<string> {
  const journal = await readJournal(folder);
  const kept = journal.entries.slice(0, level.applied);
  if (kept.length < level.applied || (kept.at(-1)?.tag ?? '') !== level.last) {
    throw new Error(
      `the archive was taken at migration ${level.applied} (${level.last}), which this version of the site does not have: restore it with the version that took it, or a newer one`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'restore-migrations-'));
  await mkdir(join(dir, 'meta'));
  const text = await readFile(join(folder, 'meta', '_journal.json'), 'utf8');
  const full = v.parse(v.looseObject({}), JSON.parse(text));
  await writeFile(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...full, entries: kept }));
  for (const entry of kept)
    await copyFile(join(folder, `${entry.tag}.sql`), join(dir, `${entry.tag}.sql`));
  return dir;
}
