import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionFailure, pgErrorInfo } from '#server/db/pg-error.ts';
import { PgliteThread } from '#server/db/pglite-thread.ts';

/**
 * The embedded database on its worker thread (decision 028): PGlite's semantics kept across the
 * thread, and the event loop free while a query runs. PGlite only: PostgreSQL is its own process.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite on its own thread', () => {
  let dataDir: string;
  let db: PgliteThread;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pglite-thread-'));
    db = await PgliteThread.open(join(dataDir, 'pglite'), process.cwd());
    await db.query(
      'CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, at timestamptz, data bytea)',
    );
  });
  afterAll(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers queries with parameters, as objects or arrays, dates as written and bytes as bytes', async () => {
    await db.query('INSERT INTO items VALUES ($1, $2, $3, $4)', [
      1,
      'Fauteuil',
      '2026-01-02T03:04:05Z',
      new Uint8Array([1, 2, 3]),
    ]);
    const objects = await db.query('SELECT id, name, at, data FROM items WHERE id = $1', [1]);
    expect(objects.rows).toEqual([
      { id: 1, name: 'Fauteuil', at: '2026-01-02 03:04:05+00', data: new Uint8Array([1, 2, 3]) },
    ]);
    const arrays = await db.query('SELECT id, name FROM items', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'Fauteuil']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'name']);
  });

  it('gives PostgreSQL errors back with their code and constraint', async () => {
    const error = await db.query('INSERT INTO items (id, name) VALUES (1, $1)', ['Doublon']).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(pgErrorInfo(error)).toEqual({ code: '23505', constraint: 'items_pkey' });
  });

  it('commits a transaction whose work resolves and rolls back one whose work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES (2, $1)', ['Lit']);
    });
    const failed = db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES (3, $1)', ['Canne']);
      throw new Error('abandonné');
    });
    await expect(failed).rejects.toThrow('abandonné');
    const { rows } = await db.query('SELECT id FROM items ORDER BY id', [], { rowMode: 'array' });
    expect(rows).toEqual([[1], [2]]);
  });

  it('makes other queries wait for an open transaction, as one PGlite does', async () => {
    const order: string[] = [];
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('UPDATE items SET name = $1 WHERE id = 1', ['Fauteuil roulant']);
      order.push('transaction wrote');
      await held;
      order.push('transaction ends');
    });
    // Sent while the transaction holds the database: answered after it commits, with its write.
    const outside = db.query('SELECT name FROM items WHERE id = 1').then((result) => {
      order.push('outside read');
      return result.rows;
    });
    await expect.poll(() => order).toContain('transaction wrote');
    finish();
    await transaction;
    expect(await outside).toEqual([{ name: 'Fauteuil roulant' }]);
    expect(order).toEqual(['transaction wrote', 'transaction ends', 'outside read']);
  });

  it('leaves the event loop turning while a long query runs', async () => {
    // A 10 ms timer keeps firing during a query of several hundred milliseconds: in one thread,
    // the loop would not turn at all until the query returned.
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 10);
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM generate_series(1, 3000000) AS s(n) WHERE n % 7 = 0',
    );
    clearInterval(timer);
    expect(rows).toEqual([{ n: 428571 }]);
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it('fails every query once closed, as a database that cannot be reached', async () => {
    const other = await PgliteThread.open(join(dataDir, 'other'), process.cwd());
    await other.close();
    const error = await other.query('SELECT 1').then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isConnectionFailure(error)).toBe(true);
  });
});
