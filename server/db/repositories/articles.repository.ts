import { and, asc, desc, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { type ArticleStatus, articles } from '../tables.ts';
import { listCaches, listVersionColumn } from './list-cache.ts';
import { type PageQuery, paginate } from './paginate.ts';
import { searchCondition, searchRank } from './search.ts';

export const articleSortFields = ['cree_le', 'publie_le', 'titre', 'modifie_le'] as const;
export type ArticleSortField = (typeof articleSortFields)[number];

export interface ArticleListQuery extends PageQuery {
  search?: string | undefined;
  statut?: ArticleStatus | undefined;
  /** Staff only (issue 36 §8): published articles whose date is still to come, before this. */
  scheduledBefore?: Date | undefined;
  /** Public reads: published articles whose publication date has come. */
  onlyPublished: boolean;
  sortBy?: ArticleSortField | undefined;
  sortOrder: 'asc' | 'desc';
}

const {
  search_text: _text,
  search_vector: _vector,
  titre_tri: _sortKey,
  ...articleColumns
} = getTableColumns(articles);

function published(): SQL {
  return sql`${articles.statut} = 'publie' AND (${articles.publie_le} IS NULL OR ${articles.publie_le} <= now())`;
}

/** Published, with a publication date between now and `before` (the articles_publies_idx range). */
export const scheduledBefore = (before: Date): SQL =>
  sql`${articles.statut} = 'publie' and ${articles.publie_le} > now() and ${articles.publie_le} < ${before.toISOString()}::timestamptz`;

export async function listArticles(db: Database, query: ArticleListQuery) {
  const conditions: (SQL | undefined)[] = [];
  const scheduled = query.onlyPublished ? undefined : query.scheduledBefore;
  if (query.onlyPublished) conditions.push(published());
  else if (query.statut) conditions.push(eq(articles.statut, query.statut));
  if (scheduled) conditions.push(scheduledBefore(scheduled));
  if (query.search)
    conditions.push(
      searchCondition(query.search, { vector: articles.search_vector, text: articles.search_text }),
    );

  const orderBy: SQL[] = [];
  if (query.sortBy) {
    // Each order has its index (tables.ts), NULLS placement included.
    const column = query.sortBy === 'titre' ? articles.titre_tri : articles[query.sortBy];
    orderBy.push(
      query.sortOrder === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
    );
  } else if (query.search) {
    const rank = searchRank(query.search, {
      vector: articles.search_vector,
      text: articles.search_text,
    });
    if (rank) orderBy.push(sql`${rank} desc`);
  }
  orderBy.push(query.sortBy ? asc(articles.id) : desc(articles.cree_le), desc(articles.id));

  const where = and(...conditions);
  const ordered = db
    .select({ ...articleColumns, list_version: listVersionColumn('articles') })
    .from(articles)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const key = JSON.stringify([query.onlyPublished, query.statut, query.search, scheduled]);
  // Like the public count, a scheduled one changes when a date comes, without a write.
  const timed = query.onlyPublished || scheduled !== undefined;
  const { rows, total } = await paginate(ordered, query, (page) =>
    countArticles(db, where, key, page[0]?.list_version, timed),
  );
  return { rows: rows.map(({ list_version: _, ...row }) => row), total };
}

/**
 * The number of articles a filter matches, counted once per articles version (bumped by a
 * statement trigger with any write, migration 0008) and, for published articles, only until the
 * next scheduled publication: that count changes when the date comes, without a write. `version`
 * is the one the page's statement saw (undefined when it returned no row).
 */
async function countArticles(
  db: Database,
  where: SQL | undefined,
  key: string,
  version: number | undefined,
  timed: boolean,
): Promise<number> {
  const { articleTotals } = listCaches(db);
  const now = Date.now();
  const cached = version === undefined ? undefined : articleTotals.get(key, version);
  if (cached && now < cached.until) return cached.total;
  // The wait until the next publication, on the database's clock (whatever this process's says).
  const nextPublication = sql<
    number | null
  >`(select extract(epoch from min(${articles.publie_le}) - now()) * 1000
    from ${articles} where ${articles.statut} = 'publie' and ${articles.publie_le} > now())`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      list_version: listVersionColumn('articles'),
      next_in_ms: timed ? nextPublication.mapWith(Number) : sql<null>`null`,
    })
    .from(articles)
    .where(where);
  if (!row) return 0;
  const until = row.next_in_ms === null ? Number.POSITIVE_INFINITY : now + row.next_in_ms;
  articleTotals.set(key, row.list_version, { total: row.total, until });
  return row.total;
}

export type ArticleRow = Awaited<ReturnType<typeof listArticles>>['rows'][number];

export async function findArticle(
  db: Database,
  by: { id: number } | { slug: string },
  onlyPublished: boolean,
): Promise<ArticleRow | null> {
  const match = 'id' in by ? eq(articles.id, by.id) : eq(articles.slug, by.slug);
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .where(and(match, onlyPublished ? published() : undefined))
    .limit(1);
  return row ?? null;
}

export type ArticleInsert = typeof articles.$inferInsert;

export async function insertArticle(db: Database, values: ArticleInsert): Promise<ArticleRow> {
  const [row] = await db.insert(articles).values(values).returning(articleColumns);
  if (!row) throw new Error('insertArticle returned no row');
  return row;
}

/**
 * Updates an article. With `expectedVersion` (the `modifie_le` the editor loaded), the update only
 * happens if nobody saved in between: null then means "stale" when the article still exists.
 */
export async function updateArticle(
  db: Database,
  id: number,
  values: Partial<ArticleInsert>,
  expectedVersion?: Date,
): Promise<ArticleRow | null> {
  const sameVersion = expectedVersion
    ? sql`date_trunc('milliseconds', ${articles.modifie_le}) = ${expectedVersion.toISOString()}::timestamptz`
    : undefined;
  const [row] = await db
    .update(articles)
    .set({ ...values, modifie_le: new Date() })
    .where(and(eq(articles.id, id), sameVersion))
    .returning(articleColumns);
  return row ?? null;
}

/** Deletes an article; returns what it was (for the journal), or null when it did not exist. */
export async function deleteArticle(db: Database, id: number): Promise<ArticleRow | null> {
  const [row] = await db.delete(articles).where(eq(articles.id, id)).returning(articleColumns);
  return row ?? null;
}

/** When the first published article dated after `after` goes live (null: none). */
export async function nextScheduledPublication(db: Database, after: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${articles.publie_le})` })
    .from(articles)
    .where(and(eq(articles.statut, 'publie'), gt(articles.publie_le, after)));
  return row?.at ? new Date(row.at) : null;
}
