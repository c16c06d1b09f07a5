/**
 * The journal's text search (issue 36 §4): a person's e-mail, an item's label or its identifier.
 * No index serves a substring search (a trigram index would be a migration), so it reads a bounded
 * window: the newest `journalCountCap` lines of the other filters (one range of the index on
 * `at`, or of the person's, type's or action's), and only those are matched with ILIKE. Beyond
 * them, the dates or the other filters narrow the search; the page says so.
 */
import { desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { limits } from '#config';
import type { Database } from '../connection.ts';
import { journalLines } from '../tables.ts';

/** `%`, `_` and `\` typed by someone are searched as themselves (`\` is ILIKE's escape). */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The condition a text search adds to the other filters' `where`: the text in the label, the
 * e-mail or the identifier, among the newest `journalCountCap` lines those filters match.
 */
export async function journalSearchCondition(
  db: Database,
  where: SQL | undefined,
  text: string | undefined,
): Promise<SQL | undefined> {
  if (!text) return undefined;
  const [edge] = await db
    .select({ at: sql<string>`${journalLines.at}::text`, id: journalLines.id })
    .from(journalLines)
    .where(where)
    .orderBy(desc(journalLines.at), desc(journalLines.id))
    .offset(limits.journalCountCap - 1)
    .limit(1);
  const pattern = likePattern(text);
  const matches = or(
    ilike(journalLines.entity_label, pattern),
    ilike(journalLines.actor_email, pattern),
    ilike(journalLines.entity_id, pattern),
  );
  if (!edge) return matches;
  const window = sql`(${journalLines.at}, ${journalLines.id}) >= (${edge.at}::timestamptz, ${edge.id})`;
  return sql`(${matches}) and ${window}`;
}
