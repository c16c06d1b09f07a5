/**
 * One typo in a search word, as regular expressions over the folded short text of a row
 * (tables.ts `folded`: ' word word '). Pure: search.ts turns them into SQL.
 */

/** Words this long or longer may hold one typo; shorter ones match exactly ("lit" never finds "lot"). */
const typoMinLength = 5;

/** A word as the folded columns hold it, when JS folds it like `f_unaccent` does: a–z only. */
function foldLetters(word: string): string | null {
  const folded = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
  return /^[a-z]+$/.test(folded) ? folded : null;
}

/** A typo'd word as search: its pieces and regular expressions (`oneTypoPatterns`). */
export interface Typo {
  /** The word folded like `f_unaccent` (a–z). */
  folded: string;
  /** The word's first half: a typo in its second half leaves it whole. */
  head: string;
  /** The word after its middle letter: a typo in its first half leaves it whole. */
  tail: string;
  /** ` head…`: the word with a typo in its second half, starting a word. */
  headPattern: string;
  /** ` …tail`: the word with a typo in its first half, starting a word. */
  tailPattern: string;
}

/**
 * How `word` with at most one typo (a letter missing, extra or wrong, or two neighbours swapped)
 * starts a word of a folded text, or null when the word may not hold one: shorter than 5
 * letters, or not only letters once folded (references and numbers stay exact). A typo cannot
 * touch both halves of the word, so the forms split in two regular expressions, each with a
 * whole piece of the word that `strpos` looks for first: most rows are ruled out in
 * nanoseconds, and each expression has half the alternatives.
 */
export function oneTypoPatterns(word: string): Typo | null {
  const folded = foldLetters(word);
  if (!folded || folded.length < typoMinLength) return null;
  const middle = Math.floor(folded.length / 2);
  const head = folded.slice(0, middle);
  const tail = folded.slice(middle + 1);
  /** After `head`: the forms with a typo from the middle on. */
  const afterHead = new Set<string>();
  /** Before `tail`: the forms with a typo before the middle. */
  const beforeTail = new Set<string>();
  for (let i = 0; i < folded.length; i += 1) {
    const [before, letter, after] = [folded.slice(0, i), folded[i], folded.slice(i + 1)];
    const forms = [
      `${before}[a-z0-9]${after}`,
      before + after,
      `${before}[a-z0-9]${letter}${after}`,
    ];
    const next = folded[i + 1];
    if (next && next !== letter) forms.push(before + next + letter + folded.slice(i + 2));
    for (const form of forms) {
      if (i >= middle) afterHead.add(form.slice(head.length));
      else beforeTail.add(form.slice(0, form.length - tail.length));
    }
  }
  return {
    folded,
    head,
    tail,
    headPattern: ` ${head}(?:${[...afterHead].join('|')})`,
    tailPattern: ` (?:${[...beforeTail].join('|')})${tail}`,
  };
}
