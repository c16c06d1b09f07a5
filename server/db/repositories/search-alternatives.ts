import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inFullText, skipped, startsWord, startsWordByStem } from './search-parts.ts';

// What staff taught the search (issue 37 §3): an alternative to a word of the search is one or
// more words that must all match, each as an exact word (no typo: the tolerance is for what the
// user typed), answered by the same GIN indexes as the user's own words.

/** The row holds every word of the alternative (stop words aside), by word start or full text. */
export function alternativeFound(words: readonly string[], text: PgColumn, vector: PgColumn): SQL {
  const each = words.map(
    (word) =>
      sql`(${skipped(word, words)} OR ${startsWord(text, word)} OR ${inFullText(vector, word)})`,
  );
  return sql`(${sql.join(each, sql` AND `)})`;
}

/** Every word of the alternative starts a word of `column` (or its stem does). */
function allStart(words: readonly string[], column: PgColumn): SQL {
  const each = words.map(
    (word) =>
      sql`(${skipped(word, words)} OR ${startsWord(column, word)} OR ${startsWordByStem(column, word)})`,
  );
  return sql`(${sql.join(each, sql` AND `)})`;
}

/**
 * An alternative's score: 3 in the title, 2 in the reference/summary, else 0. Below a user's own
 * word in the title (4), so what was typed ranks at least as high as what a synonym found.
 */
export function alternativeScore(
  words: readonly string[],
  text: PgColumn,
  title: PgColumn | undefined,
): SQL {
  const cases = title ? [sql`WHEN ${allStart(words, title)} THEN 3`] : [];
  cases.push(sql`WHEN ${allStart(words, text)} THEN 2`);
  return sql`CASE ${sql.join(cases, sql` `)} ELSE 0 END`;
}
