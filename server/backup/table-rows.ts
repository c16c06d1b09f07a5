import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#server/db/connection.ts';

/**
 * The embedded database's rows as JSON lines, one gzipped file per table, and back into either
 * database (docs/decisions/030). Generated columns (the search vectors) are left out and computed
 * again on the way in; identity columns keep their values and their sequences are moved past them.
 */

const Names = v.object({ rows: v.array(v.object({ name: v.string() })) });
const Columns = v.object({
  rows: v.array(v.object({ table: v.string(), name: v.string(), identity: v.boolean() })),
});
const IndexDefinitions = v.object({
  rows: v.array(v.object({ name: v.string(), definition: v.string() })),
});
const Lines = v.object({ rows: v.array(v.object({ line: v.string() })) });
const Counted = v.object({ rows: v.array(v.object({ n: v.union([v.number(), v.string()]) })) });

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const tablePart = (table: string) => `tables/${table}.jsonl.gz`;

export interface TableShape {
  /** Stored (not generated) columns, in order. */
  columns: string[];
  /** Columns filled by a sequence (identity or serial). */
  sequenced: string[];
}

/** Every table of the `public` schema, with its stored columns. */
export async function tableShapes(db: Database): Promise<Map<string, TableShape>> {
  const tables = v.parse(
    Names,
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).rows;
  const columns = v.parse(
    Columns,
    await db.execute(sql`
      select table_name as table, column_name as name,
        (is_identity = 'YES' or coalesce(column_default, '') like 'nextval(%') as identity
      from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
      order by table_name, ordinal_position`),
  ).rows;
  const shapes = new Map<string, TableShape>();
  for (const { name } of tables) shapes.set(name, { columns: [], sequenced: [] });
  for (const column of columns) {
    const shape = shapes.get(column.table);
    if (!shape) continue;
    shape.columns.push(column.name);
    if (column.identity) shape.sequenced.push(column.name);
  }
  return shapes;
}

/** A table's row count, as a number. */
export async function countRows(db: Database, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*) as n from ${quote(table)}`));
  return Number(v.parse(Counted, result).rows[0]?.n ?? 0);
}

/**
 * Writes every table's rows under `dir` (as `tablePart` names them) through a cursor of the
 * transaction `tx` (one snapshot for all tables); returns the row count of each.
 */
export async function exportTables(tx: Database, dir: string): Promise<Record<string, number>> {
  const shapes = await tableShapes(tx);
  await mkdir(join(dir, 'tables'), { recursive: true });
  const counts: Record<string, number> = {};
  for (const [table, shape] of shapes) {
    const columns = shape.columns.map(quote).join(', ');
    await tx.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as line from (select ${columns} from ${quote(table)}) t`,
      ),
    );
    let rows = 0;
    async function* lines() {
      for (;;) {
        const batch = v.parse(
          Lines,
          await tx.execute(sql.raw('fetch forward 2000 from backup_rows')),
        ).rows;
        if (batch.length === 0) return;
        rows += batch.length;
        yield `${batch.map((row) => row.line).join('\n')}\n`;
      }
    }
    await pipeline(
      Readable.from(lines()),
      createGzip(),
      createWriteStream(join(dir, tablePart(table))),
    );
    await tx.execute(sql.raw('close backup_rows'));
    counts[table] = rows;
  }
  return counts;
}

/** At most this many rows, or about this many bytes of JSON, per INSERT. */
const batchRows = 2_000;
const batchBytes = 4 * 1024 * 1024;

/**
 * Loads the tables written by `exportTables` into `tx`, whose schema is at the archive's
 * migration level. Triggers and foreign keys are off for the load (the rows were
 * consistent in their snapshot), then every sequence is moved past the highest value loaded.
 */
export async function importTables(
  tx: Database,
  dir: string,
  tables: readonly string[],
): Promise<void> {
  const shapes = await tableShapes(tx);
  await tx.execute(sql.raw('set local session_replication_role = replica'));
  // Indexes are built once over the loaded rows rather than grown row by row (the search's GIN
  // indexes above all); those behind a constraint (primary keys, unique keys) stay.
  const indexes = v.parse(
    IndexDefinitions,
    await tx.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes i
      where schemaname = 'public'
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  ).rows;
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${quote(index.name)}`));
  for (const table of tables) {
    const shape = shapes.get(table);
    if (!shape) throw new Error(`the archive holds a table "${table}" the database does not have`);
    const columns = shape.columns.map(quote).join(', ');
    const insert = (json: string) =>
      tx.execute(
        sql`${sql.raw(`insert into ${quote(table)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quote(table)}, `)}${json}::json)`,
      );
    // Rows a migration put in (list versions…) give way to the archive's.
    await tx.execute(sql.raw(`delete from ${quote(table)}`));
    let batch: string[] = [];
    let bytes = 0;
    const input = createReadStream(join(dir, tablePart(table))).pipe(createGunzip());
    for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
      if (line === '') continue;
      batch.push(line);
      bytes += line.length;
      if (batch.length >= batchRows || bytes >= batchBytes) {
        await insert(`[${batch.join(',')}]`);
        batch = [];
        bytes = 0;
      }
    }
    if (batch.length > 0) await insert(`[${batch.join(',')}]`);
    for (const column of shape.sequenced) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${quote(table)}', '${column}'), coalesce(max(${quote(column)}), 0) + 1, false) from ${quote(table)}`,
        ),
      );
    }
  }
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}
