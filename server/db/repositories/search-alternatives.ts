import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { skipped, startsWord, startsWordByStem } from './search-parts.ts';

// What staff taught the search (issue 37 §3): an alternative to a word of the search is one or
// more words found as a phrase (no typo: the tolerance is for what the user typed), answered by
// the GIN full-text index the user's own words use.

/**
 * The row's title, reference or summary holds one of the alternatives as a phrase starting a word
 * ("cadre de marche", "rollator"): each a look-up of the trigram index, checked on the short text
 * kept in the row. Not the full text: checking a phrase there reads each candidate's vector from
 * TOAST (measured: a search with two alternatives 5 times slower at 100,000 products), and a
 * synonym's words scattered over a long description are not the thing it names.
 */
export function alternativesFound(
  alternatives: readonly (readonly string[])[],
  text: PgColumn,
): SQL {
  const phrases = alternatives.map((words) => startsWord(text, words.join(' ')));
  return sql`(${sql.join(phrases, sql` OR `)})`;
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
