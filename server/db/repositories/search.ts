import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { oneTypoPatterns, type Typo } from './search-typos.ts';

interface SearchColumns {
  /** The stemmed French full text of the whole content (titles, summaries, bodies). */
  vector: PgColumn;
  /** The short text (title, reference, summary) folded as ` word word ` (tables.ts `folded`). */
  text: PgColumn;
  /** The title alone, folded like `text`: title matches rank first (products.titre_mots; articles have none). */
  title?: PgColumn;
}

/** Words of a search, for word-start matching (letters and digits only: nothing LIKE treats specially). */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, 8)
    .map((w) => w.slice(0, 50));
}

interface Word {
  word: string;
  /** How the word may match with one typo, when it may hold one. */
  typo: Typo | null;
}

function toWords(search: string): Word[] {
  return searchWords(search).map((word) => ({ word, typo: oneTypoPatterns(word) }));
}

/** `column` holds the word with one typo, at a word start (`^`: at its very start). */
function typoIn(column: PgColumn, typo: Typo, anchor: '' | '^' = ''): SQL {
  return sql`((strpos(${column}, ${typo.head}) > 0 AND regexp_like(${column}, ${anchor + typo.headPattern})) OR (strpos(${column}, ${typo.tail}) > 0 AND regexp_like(${column}, ${anchor + typo.tailPattern})))`;
}

/**
 * One typo. `folded <% text` (pg_trgm word similarity ≥ `pg_trgm.word_similarity_threshold`: the
 * word shares enough trigrams with one stretch of the text) is what the GIN trigram index of
 * `text` answers; the regular expressions keep only words one typo away (word similarity alone
 * lets "dicalise" find "medicalise"). They come first: a plan reading every row stays cheap, as
 * word similarity is the dearest check (trigrams of the whole text). The threshold is pg_trgm's
 * default, 0.6: the operator reads it from the session (a `word_similarity(…) >= x` beside it
 * could only be stricter), and the golden set's typos clear it (tests/api/search-golden.cases.ts).
 */
function typoMatch(typo: Typo, text: PgColumn): SQL {
  return sql`(${typoIn(text, typo)} AND ${typo.folded} <% ${text})`;
}

/** The word's French stem (`ts_lexize`): "lits" → "lit"; empty for stop words ("pour", "le"). */
const stem = (word: string) => sql`ts_lexize('french_stem', f_unaccent(${word}))`;

/**
 * Stop words ("lit pour escarres") are left out, unless the search holds nothing else. Every
 * part is constant, so PostgreSQL folds it away when it plans the query.
 */
function skipped(word: string, words: Word[]): SQL {
  const others = sql.join(
    words.map((w) => sql`${stem(w.word)} <> '{}'`),
    sql` OR `,
  );
  return sql`(${stem(word)} = '{}' AND (${others}))`;
}

const startsWord = (column: PgColumn, word: string) =>
  sql`${column} LIKE '% ' || f_unaccent(${word}) || '%'`;
const startsWordByStem = (column: PgColumn, word: string) =>
  sql`${column} LIKE '% ' || (${stem(word)})[1] || '%'`;

/**
 * French, accent- and case-insensitive search: every word (stop words aside) starts a word of
 * the title/reference/summary ("fauteu", "000123"), or is found by its French stem anywhere in
 * the content ("lits médicalisés" finds "Lit médicalisé"), or, from 5 letters on, starts a word
 * of the title/reference/summary with one typo ("fauteil", "deambulatuer"). Each alternative is
 * answered by a GIN index (trigrams of `text`, or the full-text vector).
 */
export function searchCondition(search: string, columns: SearchColumns): SQL | undefined {
  const words = toWords(search);
  if (words.length === 0) return undefined;
  const each = words.map(({ word, typo }) => {
    // Cheapest first: a row found by the short text never de-TOASTs the full-text vector, and
    // one found by a stem ("médicalisés") never pays for the typo checks.
    const found = [
      skipped(word, words),
      startsWord(columns.text, word),
      sql`${columns.vector} @@ plainto_tsquery('french', f_unaccent(${word}))`,
    ];
    if (typo) found.push(typoMatch(typo, columns.text));
    return sql`(${sql.join(found, sql` OR `)})`;
  });
  return sql`(${sql.join(each, sql` AND `)})`;
}

/**
 * How well one word matches a row, best first: it (or its stem) starts a word of the title, of
 * the reference/summary, or does so with one typo; 0 when only the full text holds it. Reads
 * the short columns only: ts_rank would de-TOAST the full-text vector of every match (measured:
 * 4× slower searches).
 */
function wordScore({ word, typo }: Word, words: Word[], columns: SearchColumns): SQL {
  const exact = (column: PgColumn) =>
    sql`${startsWord(column, word)} OR ${startsWordByStem(column, word)}`;
  const cases = [sql`WHEN ${skipped(word, words)} THEN 0`];
  if (columns.title) cases.push(sql`WHEN ${exact(columns.title)} THEN 4`);
  cases.push(sql`WHEN ${exact(columns.text)} THEN 3`);
  if (typo && columns.title) cases.push(sql`WHEN ${typoIn(columns.title, typo)} THEN 2`);
  if (typo) cases.push(sql`WHEN ${typoIn(columns.text, typo)} THEN 1`);
  return sql`CASE ${sql.join(cases, sql` `)} ELSE 0 END`;
}

/** 1 when the title begins with one of the words (or its stem, or it with one typo). */
function titleStart(words: Word[], title: PgColumn): SQL {
  const starts = words.flatMap(({ word, typo }) => {
    const exact = [
      sql`${title} LIKE ' ' || f_unaccent(${word}) || '%'`,
      sql`${title} LIKE ' ' || (${stem(word)})[1] || '%'`,
    ];
    return typo ? [...exact, typoIn(title, typo, '^')] : exact;
  });
  // CASE, not ::int: a stop word has no stem, and NULL OR false is NULL.
  return sql`CASE WHEN ${sql.join(starts, sql` OR `)} THEN 1 ELSE 0 END`;
}

/**
 * Relevance, higher first (an int): the sum of the words' scores (`wordScore`), so a product whose
 * title holds the words comes before one that only mentions them in its summary or description,
 * exact words before typos; then, as a tie-break, titles that begin with one of the words ("Lit
 * médicalisé…" before "Barrière de lit" for "lit"). Stop words count for nothing.
 */
export function searchRank(search: string, columns: SearchColumns): SQL | undefined {
  const words = toWords(search);
  if (words.length === 0) return undefined;
  const scores = sql.join(
    words.map((word) => wordScore(word, words, columns)),
    sql` + `,
  );
  const start = columns.title ? titleStart(words, columns.title) : sql`0`;
  return sql`(2 * (${scores}) + ${start})`;
}
