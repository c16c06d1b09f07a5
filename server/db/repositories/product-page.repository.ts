import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { serverLimits } from '#config';
import type { Database } from '../connection.ts';
import { products } from '../tables.ts';
import { categoryTree, withCategoryNames } from './category-tree.ts';
import { listVersionColumn, type Reading, StatementCache } from './list-cache.ts';
import { type OrderTerm, orderSql } from './list-order.ts';
import { type ProductRow, productOwnColumns } from './products.repository.ts';

// The rows of a product list's page (decision 012): statements on the products table alone, built
// once per shape, the category names filled in from the categories kept per catalogue version.

/**
 * What a list selects: `where` for every row, and disjoint `parts` merged in order, if any;
 * `shape` tells one selection's SQL from another's (its statements are kept under it).
 */
export interface Selection {
  where: SQL | undefined;
  parts: SQL[];
  shape: string;
}

/** The rows a selection matches: its `where` and, when it has parts, any one of them. */
export const matching = (chosen: Selection) =>
  chosen.parts.length ? and(chosen.where, or(...chosen.parts)) : chosen.where;

export interface PageRead {
  offset: number;
  limit: number;
}

/**
 * Up to this many rows skipped, a page is read in one walk of the order's index that fetches
 * each row it passes; further, the page's ids are found first by an index-only walk, then only
 * their rows are fetched. Measured at 100,000 products on PostgreSQL: the single-table walk is
 * planned in 0.07 ms but fetches a skipped row in about 1 µs (offset 894: 0.8–1.8 ms); the join
 * takes 0.16–0.23 ms to plan and 0.13 ms to run at that offset.
 */
const skipWithoutIndexOnlyWalk = 200;

/** A product's own columns as SPEC §3 gives them, and the list version the statement saw. */
const listedColumns = { ...productOwnColumns, list_version: listVersionColumn() };

/** A shallow page: one ordered walk, stopped after the page. */
function walkStatement(db: Database, chosen: Selection, terms: OrderTerm[]) {
  return db
    .select(listedColumns)
    .from(products)
    .where(chosen.where)
    .orderBy(...orderSql(terms))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('');
}

/** A deep page: its ids by an index-only walk (skipped rows are never fetched), then its rows. */
function deferredStatement(db: Database, chosen: Selection, terms: OrderTerm[]) {
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(chosen.where)
    .orderBy(...orderSql(terms))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select(listedColumns)
    .from(products)
    .innerJoin(page, eq(products.id, page.id))
    .orderBy(...orderSql(terms))
    .prepare('');
}

/** The rows of a list of ids (in no particular order). */
const rowsStatement = (db: Database) =>
  db
    .select(listedColumns)
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .prepare('');

interface Statements {
  walks: StatementCache<ReturnType<typeof walkStatement>>;
  deferred: StatementCache<ReturnType<typeof deferredStatement>>;
  rows: ReturnType<typeof rowsStatement>;
}

const statements = new WeakMap<Database, Statements>();

function statementsOf(db: Database): Statements {
  let found = statements.get(db);
  if (!found) {
    const max = serverLimits.listCache.statements;
    found = {
      walks: new StatementCache(max),
      deferred: new StatementCache(max),
      rows: rowsStatement(db),
    };
    statements.set(db, found);
  }
  return found;
}

/** The rows of `ids`, in that order, with their category names. */
export async function rowsOf(db: Database, ids: number[], reading: Reading): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const tree = await categoryTree(db, reading);
  const found = await statementsOf(db).rows.execute({ ids });
  reading.saw(found);
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [withCategoryNames(row, tree)] : [];
  });
}

/**
 * One page from the sort indexes, walked in `terms` order and stopped after the page (a deep one
 * finds its ids first: decision 012); several categories are merged part by part.
 */
export async function readPage(
  db: Database,
  chosen: Selection,
  terms: OrderTerm[],
  read: PageRead,
  reading: Reading,
  shape: string,
): Promise<ProductRow[]> {
  if (chosen.parts.length > 0) return readMergedPage(db, chosen, terms, read, reading);
  // Read first: the page's statement is then the list's last (tests/api/list-plans.test.ts).
  const tree = await categoryTree(db, reading);
  const { walks, deferred } = statementsOf(db);
  const rows =
    read.offset <= skipWithoutIndexOnlyWalk
      ? await walks.get(shape, () => walkStatement(db, chosen, terms)).execute({ ...read })
      : await deferred.get(shape, () => deferredStatement(db, chosen, terms)).execute({ ...read });
  reading.saw(rows);
  return rows.map((row) => withCategoryNames(row, tree));
}

const IdRows = v.object({ rows: v.array(v.object({ id: v.number() })) });

/**
 * Several categories: one walk per part, each stopped after `offset + limit` rows, merged in
 * the same order (UNION ALL of ordered, limited subqueries: the parts are merged, not sorted).
 */
async function readMergedPage(
  db: Database,
  chosen: Selection,
  terms: OrderTerm[],
  read: PageRead,
  reading: Reading,
): Promise<ProductRow[]> {
  const columns = terms.map((_, index) => sql.raw(`k${index}`));
  const selected = sql.join(
    terms.map((term, index) => sql`${term.key} as ${columns[index]}`),
    sql`, `,
  );
  const order = sql.join(orderSql(terms), sql`, `);
  const walks = chosen.parts.map(
    (part) =>
      sql`(select ${products.id} as id, ${selected} from ${products} where ${and(chosen.where, part)} order by ${order} limit ${read.offset + read.limit})`,
  );
  const merged = orderSql(terms.map((term, index) => ({ ...term, key: columns[index] ?? sql`1` })));
  const result = await db.execute(
    sql`select id from (${sql.join(walks, sql` union all `)}) as walks order by ${sql.join(merged, sql`, `)} limit ${read.limit} offset ${read.offset}`,
  );
  return rowsOf(
    db,
    v.parse(IdRows, result).rows.map((row) => row.id),
    reading,
  );
}
