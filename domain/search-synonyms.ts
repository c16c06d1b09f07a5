/**
 * Search synonyms staff teach (issue 37 §3): a group of equivalent terms ("déambulateur, cadre de
 * marche, rollator": each finds the others) or a one-way expansion ("fauteuil → fauteuil roulant":
 * searching the source also finds the targets, not the reverse). Pure: the form checks a rule
 * here, the API checks it again, and the product search expands a query with `expandSearch`.
 */

/** How long a rule may be, and how far one search may grow (each alternative is SQL to run). */
export const synonymLimits = {
  termsPerRule: 20,
  termLength: 60,
  termWords: 4,
  alternativesPerWord: 8,
  alternativesPerSearch: 24,
} as const;
const limits = synonymLimits;

export const synonymKinds = ['equivalents', 'expansion'] as const;
export type SynonymKind = (typeof synonymKinds)[number];

export const synonymKindLabels: Readonly<Record<SynonymKind, string>> = {
  equivalents: 'Équivalents',
  expansion: 'Élargissement',
};

export interface SynonymRule {
  genre: SynonymKind;
  termes: string[];
  /** The targets of an expansion; empty for a group of equivalents. */
  cibles: string[];
}

/**
 * A term's words as the search folds them (search.ts `searchWords`, then `f_unaccent`): letters
 * and digits only, so spaces, hyphens and apostrophes separate words ("d'oxygène" → d oxygene);
 * lower case, accents and ligatures folded.
 */
export function foldWords(text: string): string[] {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A term folded to one string ("Lit  Médicalisé" → "lit medicalise"), empty when it has no word. */
export const foldTerm = (text: string): string => foldWords(text).join(' ');

/** The key a word is matched under: folded, a plural's final s or x dropped ("lits" = "lit"). */
const matchWord = (word: string) => (word.length > 3 ? word.replace(/[sx]$/, '') : word);
const matchKey = (words: readonly string[]) => words.map(matchWord).join(' ');

export type RuleCheck =
  | { ok: true; rule: SynonymRule }
  | { ok: false; field: 'termes' | 'cibles'; message: string };

/** One term's problem, in French, or null. */
function termProblem(term: string): string | null {
  const words = foldWords(term);
  if (words.length === 0) return `« ${term.trim()} » ne contient aucun mot.`;
  if (term.trim().length > limits.termLength) {
    return `« ${term.trim().slice(0, 20)}… » dépasse ${limits.termLength} caractères.`;
  }
  if (words.length > limits.termWords) {
    return `« ${term.trim()} » compte plus de ${limits.termWords} mots.`;
  }
  return null;
}

/** Terms trimmed, empty ones dropped. */
const cleaned = (terms: readonly string[]) =>
  terms.map((term) => term.trim().replace(/\s+/g, ' ')).filter((term) => term !== '');

/** The first term written twice (accents and case aside), or null. */
function duplicateOf(terms: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const term of terms) {
    const key = matchKey(foldWords(term));
    if (seen.has(key)) return term;
    seen.add(key);
  }
  return null;
}

function checkTerms(terms: readonly string[], field: 'termes' | 'cibles'): RuleCheck | null {
  for (const term of terms) {
    const message = termProblem(term);
    if (message) return { ok: false, field, message };
  }
  const twice = duplicateOf(terms);
  if (twice) return { ok: false, field, message: `« ${twice} » est écrit deux fois.` };
  return null;
}

/**
 * A rule as staff wrote it, checked: a group holds 2 to 20 distinct terms; an expansion 1 to 20
 * source terms and 1 to 20 targets, none of them a source; each term 1 to 60 characters and at
 * most 4 words.
 */
export function checkSynonymRule(input: SynonymRule): RuleCheck {
  const termes = cleaned(input.termes);
  const cibles = input.genre === 'expansion' ? cleaned(input.cibles) : [];
  const max = limits.termsPerRule;
  if (input.genre === 'equivalents' && termes.length < 2) {
    return { ok: false, field: 'termes', message: 'Un groupe réunit au moins deux termes.' };
  }
  if (termes.length === 0) {
    return { ok: false, field: 'termes', message: 'Indiquez au moins un terme recherché.' };
  }
  if (termes.length > max) {
    return { ok: false, field: 'termes', message: `${max} termes au maximum.` };
  }
  if (input.genre === 'expansion' && cibles.length === 0) {
    return { ok: false, field: 'cibles', message: 'Indiquez au moins un terme à trouver aussi.' };
  }
  if (cibles.length > max) {
    return { ok: false, field: 'cibles', message: `${max} termes au maximum.` };
  }
  const problem = checkTerms(termes, 'termes') ?? checkTerms(cibles, 'cibles');
  if (problem) return problem;
  const sources = new Set(termes.map((term) => matchKey(foldWords(term))));
  const both = cibles.find((term) => sources.has(matchKey(foldWords(term))));
  if (both) {
    return { ok: false, field: 'cibles', message: `« ${both} » est déjà un terme recherché.` };
  }
  return { ok: true, rule: { genre: input.genre, termes, cibles } };
}

/** The words a term or a query is split into by commas ("a, b ,c" → a, b, c). */
export const splitTerms = (text: string): string[] => cleaned(text.split(/[,;\n]/));

/** What each taught term also finds: folded phrase key → the alternatives' folded words. */
export interface SynonymIndex {
  alternatives: Map<string, string[][]>;
  /** The most words a taught term holds (how far a query's phrase is looked up). */
  longest: number;
}

export const emptySynonymIndex: SynonymIndex = { alternatives: new Map(), longest: 0 };

function add(index: Map<string, string[][]>, from: string[], to: string[]) {
  const key = matchKey(from);
  if (key === matchKey(to)) return;
  const list = index.get(key) ?? [];
  if (!list.some((known) => matchKey(known) === matchKey(to))) list.push(to);
  index.set(key, list);
}

/** Every rule's terms folded into one look-up table, built once per catalogue version. */
export function buildSynonymIndex(rules: readonly SynonymRule[]): SynonymIndex {
  const alternatives = new Map<string, string[][]>();
  let longest = 0;
  for (const rule of rules) {
    const sources = rule.termes.map(foldWords).filter((words) => words.length > 0);
    const targets =
      rule.genre === 'equivalents'
        ? sources
        : rule.cibles.map(foldWords).filter((words) => words.length > 0);
    for (const from of sources) {
      longest = Math.max(longest, from.length);
      for (const to of targets) add(alternatives, from, to);
    }
  }
  return { alternatives, longest };
}

/** One stretch of the query: the user's own words, and what else may stand in for them. */
export interface SearchPosition {
  /** The user's words here (one, or a phrase a rule names), as searchWords gave them. */
  words: string[];
  /** Each alternative's words, all of which must match; at most `limits.alternativesPerWord`. */
  alternatives: string[][];
}

/**
 * The query's words with their alternatives: at each word the longest phrase (of consecutive
 * words) a rule names is taken, else the word alone. Bounded: at most `alternativesPerWord` per
 * position and `alternativesPerSearch` in all, the first taught kept.
 */
export function expandSearch(words: readonly string[], index: SynonymIndex): SearchPosition[] {
  const folded = words.map((word) => foldWords(word).join(''));
  const positions: SearchPosition[] = [];
  let budget = limits.alternativesPerSearch;
  for (let at = 0; at < words.length; ) {
    let taken = 1;
    let found: string[][] = [];
    for (let length = Math.min(index.longest, words.length - at); length >= 1; length -= 1) {
      const hit = index.alternatives.get(matchKey(folded.slice(at, at + length)));
      if (hit) {
        taken = length;
        found = hit;
        break;
      }
    }
    const alternatives = found.slice(0, Math.min(limits.alternativesPerWord, budget));
    budget -= alternatives.length;
    positions.push({ words: words.slice(at, at + taken), alternatives });
    at += taken;
  }
  return positions;
}

/** How a query reads once expanded, for the screen's « Tester une recherche » field. */
export function describeExpansion(positions: readonly SearchPosition[]): string[] {
  return positions.map((position) => {
    const own = position.words.join(' ');
    if (position.alternatives.length === 0) return own;
    return [own, ...position.alternatives.map((words) => words.join(' '))].join(' ou ');
  });
}

const keysOf = (terms: readonly string[]) =>
  new Set(terms.map((term) => matchKey(foldWords(term))));

/**
 * Why a rule repeats one already taught, or null: a term of a group already in another group
 * (staff add it to that group instead), or an expansion already there, the same terms to the
 * same targets. `others` are the rules kept, the one being edited left out.
 */
export function duplicateRule(rule: SynonymRule, others: readonly SynonymRule[]): string | null {
  const termes = keysOf(rule.termes);
  for (const other of others) {
    if (other.genre !== rule.genre) continue;
    if (rule.genre === 'equivalents') {
      const shared = other.termes.find((term) => termes.has(matchKey(foldWords(term))));
      if (shared) {
        return `« ${shared} » est déjà dans le groupe « ${other.termes.join(', ')} ».`;
      }
      continue;
    }
    const sameTerms = keysOf(other.termes);
    const sameTargets = keysOf(other.cibles);
    const cibles = keysOf(rule.cibles);
    const equal = (a: Set<string>, b: Set<string>) =>
      a.size === b.size && [...a].every((key) => b.has(key));
    if (equal(termes, sameTerms) && equal(cibles, sameTargets)) {
      return `Cet élargissement existe déjà : « ${other.termes.join(', ')} → ${other.cibles.join(', ')} ».`;
    }
  }
  return null;
}
