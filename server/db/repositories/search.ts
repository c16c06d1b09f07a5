import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

interface SearchColumns {
  vector: PgColumn;
  text: PgColumn;
}

/** Words of a search, for word-start matching (letters and digits only: nothing LIKE treats specially). */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, 8)
    .map((w) => w.slice(0, 50));
}

/** Every word starts a word of the short text ("fauteu" finds "fauteuil", "lit" not "qualité"). */
function wordStarts(words: string[], text: PgColumn): SQL {
  return sql.join(
    words.map((word) => sql`${text} LIKE '% ' || f_unaccent(${word}) || '%'`),
    sql` AND `,
  );
}

/**
 * French, accent- and case-insensitive search: full-text on the whole content (stemmed: "lits
 * médicalisés" finds "Lit médicalisé") OR every word starting a word of the title/reference/summary.
 */
export function searchCondition(search: string, columns: SearchColumns): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return sql`(${columns.vector} @@ websearch_to_tsquery('french', f_unaccent(${search})) OR (${wordStarts(words, columns.text)}))`;
}

/**
 * Relevance, higher first: rows whose title/reference/summary hold every word. Cheap on purpose: ts_rank
 * would de-TOAST the full-text vector of every match (measured: 4× slower searches).
 */
export function searchRank(search: string, columns: SearchColumns): SQL | undefined {
  const words = searchWords(search);
  return words.length === 0 ? undefined : sql`(${wordStarts(words, columns.text)})::int`;
}

/**
 * A title as French readers sort it, on PGlite and PostgreSQL alike (no ICU collation needed):
 * accents and case folded ("À propos" among the A, "Étui" among the E), then the title itself.
 */
export function frenchOrder(column: PgColumn): SQL {
  return sql`f_unaccent(lower(${column}))`;
}
