import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SynonymRule } from '#domain/search-synonyms.ts';
import type { Database } from '../connection.ts';
import { searchSynonyms } from '../tables.ts';
import { countRows, type PageQuery, paginate } from './paginate.ts';

// The rules of « Synonymes de recherche » (issue 37 §3). Any write bumps the products list
// version (a statement trigger, migration 0022): cached rankings and answers are dropped.

export type SynonymRow = typeof searchSynonyms.$inferSelect;

const terms = sql`array_to_string(${searchSynonyms.termes} || ${searchSynonyms.cibles}, ' ')`;

/** A rule names the search's words (accents and case aside) in its terms or targets. */
function naming(search: string | undefined): SQL | undefined {
  const words = (search ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  const each = words
    .slice(0, 8)
    .map((word) => sql`f_unaccent(lower(${terms})) LIKE '%' || f_unaccent(${word}) || '%'`);
  return sql.join(each, sql` AND `);
}

/**
 * A page of rules, the newest change first (the `modifie_le` index), optionally those naming a
 * word. The table holds what staff typed (hundreds of rules): a search reads it whole.
 */
export async function listSynonymRules(
  db: Database,
  query: PageQuery & { search?: string | undefined },
) {
  const where = naming(query.search);
  const select = db
    .select()
    .from(searchSynonyms)
    .where(where)
    .orderBy(desc(searchSynonyms.modifie_le), desc(searchSynonyms.id))
    .$dynamic();
  return paginate(select, query, countRows(db, searchSynonyms, where));
}

export async function findSynonymRule(db: Database, id: number): Promise<SynonymRow | undefined> {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  return row;
}

/**
 * Every rule, to find a term another rule already holds. In a write's transaction: the table is
 * locked against other writers first (reads go on), so two staff adding the same term at once
 * cannot both pass the check.
 */
export async function allSynonymRulesForWrite(db: Database): Promise<SynonymRow[]> {
  await db.execute(sql`LOCK TABLE ${searchSynonyms} IN SHARE ROW EXCLUSIVE MODE`);
  return db.select().from(searchSynonyms).orderBy(searchSynonyms.id);
}

export async function insertSynonymRule(db: Database, rule: SynonymRule): Promise<SynonymRow> {
  const [row] = await db.insert(searchSynonyms).values(rule).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSynonymRule(
  db: Database,
  id: number,
  rule: SynonymRule,
): Promise<SynonymRow | undefined> {
  const [row] = await db
    .update(searchSynonyms)
    .set({ ...rule, modifie_le: sql`clock_timestamp()` })
    .where(eq(searchSynonyms.id, id))
    .returning();
  return row;
}

export async function deleteSynonymRule(db: Database, id: number): Promise<SynonymRow | undefined> {
  const [row] = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
  return row;
}
