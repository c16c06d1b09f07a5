import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Words of a search, for word-prefix matching (letters and digits only: nothing a regex treats specially). */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, 8)
    .map((w) => w.slice(0, 50));
}

/**
 * French, accent- and case-insensitive search: full-text (stemmed: "lits médicalisés" finds
 * "Lit médicalisé") OR every word found as a substring ("fauteu" finds "Fauteuil").
 */
export function searchCondition(
  search: string,
  columns: { vector: PgColumn; text: PgColumn },
): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const substrings = sql.join(
    // A space before the word anchors it at a word start: "fauteu" finds "fauteuil", "lit" does not find "qualité".
    words.map((word) => sql`${columns.text} LIKE '% ' || f_unaccent(${word}) || '%'`),
    sql` AND `,
  );
  return sql`(${columns.vector} @@ websearch_to_tsquery('french', f_unaccent(${search})) OR (${substrings}))`;
}

export function searchRank(search: string, vector: PgColumn): SQL {
  return sql`ts_rank(${vector}, websearch_to_tsquery('french', f_unaccent(${search})))`;
}
