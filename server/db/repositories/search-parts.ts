import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// The SQL pieces a search word is matched with (search.ts), shared by the user's own words and
// the alternatives staff taught (search-alternatives.ts).

/** The word's French stem (`ts_lexize`): "lits" → "lit"; empty for stop words ("pour", "le"). */
export const stem = (word: string) => sql`ts_lexize('french_stem', f_unaccent(${word}))`;

/**
 * Stop words ("lit pour escarres") are left out, unless the words hold nothing else. Every
 * part is constant, so PostgreSQL folds it away when it plans the query.
 */
export function skipped(word: string, words: readonly string[]): SQL {
  const others = sql.join(
    words.map((w) => sql`${stem(w)} <> '{}'`),
    sql` OR `,
  );
  return sql`(${stem(word)} = '{}' AND (${others}))`;
}

export const startsWord = (column: PgColumn, word: string) =>
  sql`${column} LIKE '% ' || f_unaccent(${word}) || '%'`;
export const startsWordByStem = (column: PgColumn, word: string) =>
  sql`${column} LIKE '% ' || (${stem(word)})[1] || '%'`;

/** The word, or its stem, anywhere in the full text (the GIN full-text index answers it). */
export const inFullText = (vector: PgColumn, word: string) =>
  sql`${vector} @@ plainto_tsquery('french', f_unaccent(${word}))`;
