/**
 * `npm run bench:backup-options` (issue 35 §1, "measured and chosen"): what each way of taking
 * and restoring a backup costs, on the demo data and on 100,000 products. PGlite: its data
 * directory as a tarball (`dumpDataDir`, gzip or not) loaded back (`loadDataDir`), and its rows
 * copied into a fresh PostgreSQL database table by table (the embedded → PostgreSQL move).
 * PostgreSQL: Debian's `pg_dump -Fc` and `pg_restore`. Writes bench/results/backup-options.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import * as v from 'valibot';
import { openDatabase } from '#server/db/connection.ts';
import { megabytes, secondsSince, stepLog, writeStepReport } from './bench/backup-steps.ts';
import { scaleFor } from './bench/catalogue.ts';
import { makeDataDir, removeDataDir, seedDemoData, withFreshPostgres } from './bench/prepare.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = [0, 100_000];
const extensions = { unaccent, pg_trgm, btree_gist };
const seconds = secondsSince;
const Tables = v.array(v.object({ name: v.string() }));
const Count = v.array(v.object({ n: v.union([v.number(), v.string()]) }));

const { steps: rows, record } = stepLog('backup-options');

async function productCount(db: PGlite | pg.Client): Promise<number> {
  const sql = 'SELECT count(*) AS n FROM products';
  const result = db instanceof PGlite ? await db.query(sql) : await db.query(sql);
  return Number(v.parse(Count, result.rows)[0]?.n ?? 0);
}

/** Application tables in dependency-free order is not needed: constraints are checked at commit. */
async function tablesOf(db: PGlite): Promise<string[]> {
  const result = await db.query(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return v.parse(Tables, result.rows).map((row) => row.name);
}

async function measurePglite(label: string, products: number) {
  const dataDir = await makeDataDir('backup');
  try {
    let started = performance.now();
    await seedDemoData(
      { dataDir, scale: products ? scaleFor(products) : undefined },
      async () => 0,
    );
    record({ data: label, step: 'seed (for reference)', seconds: seconds(started) });
    const source = await PGlite.create(join(dataDir, 'pglite'), { extensions });
    /** The data directory as a tarball, timed and weighed. */
    const dump = async (compression: 'none' | 'gzip') => {
      const from = performance.now();
      const tarball = await source.dumpDataDir(compression);
      const step = `PGlite dumpDataDir (${compression === 'gzip' ? 'tar.gz' : 'tar'})`;
      record({ data: label, step, seconds: seconds(from), megabytes: megabytes(tarball.size) });
      return tarball;
    };
    await dump('none');
    const gzipped = await dump('gzip');
    await source.close();

    started = performance.now();
    const restored = await PGlite.create({ loadDataDir: gzipped, extensions });
    const count = await productCount(restored);
    record({
      data: label,
      step: 'PGlite loadDataDir (tar.gz) into memory',
      seconds: seconds(started),
      note: `${count} products`,
    });

    // The move to PostgreSQL: the same migrations, then every table's rows copied over.
    await withFreshPostgres(adminUrl, async (url) => {
      const target = await openDatabase({ dataDir, databaseUrl: url });
      await target.close();
      const client = new pg.Client({ connectionString: url });
      // The database is dropped when the measurement ends, with this client's connection.
      client.on('error', () => undefined);
      await client.connect();
      started = performance.now();
      const tables = (await tablesOf(restored)).filter((name) => !name.startsWith('__drizzle'));
      await client.query('BEGIN');
      await client.query(`SET session_replication_role = replica`);
      for (const table of tables) {
        // Generated columns (the search vectors) are computed again, not copied.
        const stored = await client.query(
          `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
          [table],
        );
        const columns = v
          .parse(Tables, stored.rows)
          .map((column) => `"${column.name}"`)
          .join(', ');
        await client.query(`DELETE FROM "${table}"`);
        const total = Number(
          v.parse(Count, (await restored.query(`SELECT count(*) AS n FROM "${table}"`)).rows)[0]
            ?.n ?? 0,
        );
        for (let offset = 0; offset < total; offset += 5_000) {
          const chunk = await restored.query(
            `SELECT coalesce(json_agg(t), '[]')::text AS rows FROM (SELECT * FROM "${table}" ORDER BY 1 LIMIT 5000 OFFSET ${offset}) t`,
          );
          const json =
            v.parse(v.array(v.object({ rows: v.string() })), chunk.rows)[0]?.rows ?? '[]';
          await client.query(
            `INSERT INTO "${table}" (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)`,
            [json],
          );
        }
      }
      await client.query('COMMIT');
      const copied = await productCount(client);
      record({
        data: label,
        step: 'PGlite → PostgreSQL, rows copied table by table',
        seconds: seconds(started),
        note: `${tables.length} tables, ${copied} products`,
      });
      await client.end();
    });
    await restored.close();
  } finally {
    await removeDataDir(dataDir);
  }
}

async function measurePostgres(label: string, products: number) {
  await withFreshPostgres(adminUrl, async (url) => {
    const dataDir = await makeDataDir('backup-pg');
    const dir = await mkdtemp(join(tmpdir(), 'backup-pg-'));
    try {
      let started = performance.now();
      await seedDemoData(
        { dataDir, databaseUrl: url, scale: products ? scaleFor(products) : undefined },
        async () => 0,
      );
      record({ data: label, step: 'seed (for reference)', seconds: seconds(started) });
      const archive = join(dir, 'database.dump');
      started = performance.now();
      execFileSync('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-f', archive, url]);
      const size = Number(execFileSync('stat', ['-c', '%s', archive]).toString());
      record({
        data: label,
        step: 'pg_dump -Fc (images are blobs in it)',
        seconds: seconds(started),
        megabytes: megabytes(size),
      });
      await withFreshPostgres(adminUrl, async (target) => {
        started = performance.now();
        execFileSync('pg_restore', ['--no-owner', '--no-privileges', '-d', target, archive]);
        const client = new pg.Client({ connectionString: target });
        await client.connect();
        const count = await productCount(client);
        await client.end();
        record({
          data: label,
          step: 'pg_restore into an empty database',
          seconds: seconds(started),
          note: `${count} products`,
        });
      });
    } finally {
      await removeDataDir(dataDir);
      await rm(dir, { recursive: true, force: true });
    }
  });
}

for (const products of sizes) {
  const label = products ? `${products.toLocaleString('en')} products` : 'demo data';
  await measurePglite(label, products);
  await measurePostgres(label, products);
}

await writeStepReport(
  'bench/results/backup-options.md',
  'Backup options (issue 35 §1): measured before choosing',
  [
    "Data: the demo data, and the demo scaled to 100,000 products (10,000 articles, 60 categories) as `npm run bench:api` does; images: the demo's (files with PGlite, blobs in PostgreSQL)",
  ],
  rows,
  'size (MB)',
);
