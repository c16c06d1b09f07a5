import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  emptySynonymIndex,
  expandSearch,
  foldWords,
  type SearchPosition,
  type SynonymIndex,
} from '#domain/search-synonyms.ts';
import { alternativeScore, alternativesFound } from './search-alternatives.ts';
import { inFullText, skipped, startsWord, startsWordByStem, stem } from './search-parts.ts';
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

/** A stretch of the search: the user's own words there, and the alternatives staff taught. */
interface Part {
  own: Word[];
  alternatives: string[][];
}

/** The search's words grouped as the synonyms expand them (domain/search-synonyms.ts). */
function toParts(words: Word[], synonyms: SynonymIndex): Part[] {
  const positions: SearchPosition[] = expandSearch(
    words.map((w) => w.word),
    synonyms,
  );
  let at = 0;
  return positions.map((position) => {
    const own = words.slice(at, at + position.words.length);
    at += position.words.length;
    return { own, alternatives: position.alternatives.filter(adds(position.words)) };
  });
}

/**
 * Whether an alternative can find more than the user's own words: one holding every one of them
 * ("fauteuil" → "fauteuil roulant") finds a subset of their rows and never ranks above them
 * (search-alternatives.ts), so it would only cost its SQL.
 */
const adds = (own: readonly string[]) => {
  const mine = own.flatMap(foldWords);
  return (alternative: readonly string[]) => {
    const theirs = new Set(alternative.flatMap(foldWords));
    return !mine.every((word) => theirs.has(word));
  };
};

/** How a search reads once synonyms apply: a key for statements built from it (list-cache.ts). */
export function searchShape(search: string, synonyms: SynonymIndex): string {
  const parts = toParts(toWords(search), synonyms);
  return JSON.stringify(parts.filter((p) => p.alternatives.length > 0).map((p) => p.alternatives));
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

/**
 * French, accent- and case-insensitive search: every word (stop words aside) starts a word of
 * the title/reference/summary ("fauteu", "000123"), or is found by its French stem anywhere in
 * the content ("lits médicalisés" finds "Lit médicalisé"), or, from 5 letters on, starts a word
 * of the title/reference/summary with one typo ("fauteil", "deambulatuer"). Each alternative is
 * answered by a GIN index (trigrams of `text`, or the full-text vector).
 */
export function searchCondition(
  search: string,
  columns: SearchColumns,
  synonyms: SynonymIndex = emptySynonymIndex,
): SQL | undefined {
  const words = toWords(search);
  if (words.length === 0) return undefined;
  const all = words.map((w) => w.word);
  const wordFound = ({ word, typo }: Word) => {
    // Cheapest first: a row found by the short text never de-TOASTs the full-text vector, and
    // one found by a stem ("médicalisés") never pays for the typo checks.
    const found = [
      skipped(word, all),
      startsWord(columns.text, word),
      inFullText(columns.vector, word),
    ];
    if (typo) found.push(typoMatch(typo, columns.text));
    return sql`(${sql.join(found, sql` OR `)})`;
  };
  const each = toParts(words, synonyms).map(({ own, alternatives }) => {
    const mine = own.map(wordFound);
    if (alternatives.length === 0) return sql.join(mine, sql` AND `);
    // The user's words, or any alternative staff taught for them (each index-answered).
    return sql`((${sql.join(mine, sql` AND `)}) OR ${alternativesFound(alternatives, columns.text)})`;
  });
  return sql`(${sql.join(each, sql` AND `)})`;
}

/**
 * How well one word matches a row, best first: it (or its stem) starts a word of the title, of
 * the reference/summary, or does so with one typo; 0 when only the full text holds it. Reads
 * the short columns only: ts_rank would de-TOAST the full-text vector of every match (measured:
 * 4× slower searches).
 */
function wordScore({ word, typo }: Word, words: string[], columns: SearchColumns): SQL {
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
function titleStart(words: Word[], alternatives: string[][], title: PgColumn): SQL {
  const starts = words.flatMap(({ word, typo }) => {
    const exact = [
      sql`${title} LIKE ' ' || f_unaccent(${word}) || '%'`,
      sql`${title} LIKE ' ' || (${stem(word)})[1] || '%'`,
    ];
    return typo ? [...exact, typoIn(title, typo, '^')] : exact;
  });
  for (const [first] of alternatives) {
    if (first) starts.push(sql`${title} LIKE ' ' || f_unaccent(${first}) || '%'`);
  }
  // CASE, not ::int: a stop word has no stem, and NULL OR false is NULL.
  return sql`CASE WHEN ${sql.join(starts, sql` OR `)} THEN 1 ELSE 0 END`;
}

/**
 * Relevance, higher first (an int): the sum of the words' scores (`wordScore`), so a product whose
 * title holds the words comes before one that only mentions them in its summary or description,
 * exact words before typos; then, as a tie-break, titles that begin with one of the words ("Lit
 * médicalisé…" before "Barrière de lit" for "lit"). Stop words count for nothing. Where staff
 * taught alternatives, a stretch scores the best of its own words' sum and each alternative's
 * score (search-alternatives.ts: never above the user's own word in the title).
 */
export function searchRank(
  search: string,
  columns: SearchColumns,
  synonyms: SynonymIndex = emptySynonymIndex,
): SQL | undefined {
  const words = toWords(search);
  if (words.length === 0) return undefined;
  const all = words.map((w) => w.word);
  const parts = toParts(words, synonyms);
  const scores = sql.join(
    parts.map(({ own, alternatives }) => {
      const mine = sql.join(
        own.map((word) => wordScore(word, all, columns)),
        sql` + `,
      );
      if (alternatives.length === 0) return mine;
      const others = alternatives.map((alt) => alternativeScore(alt, columns.text, columns.title));
      return sql`GREATEST(${mine}, ${sql.join(others, sql`, `)})`;
    }),
    sql` + `,
  );
  const taught = parts.flatMap((part) => part.alternatives);
  const start = columns.title ? titleStart(words, taught, columns.title) : sql`0`;
  return sql`(2 * (${scores}) + ${start})`;
}
