import { describe, expect, it } from 'vitest';
import {
  buildSynonymIndex,
  checkSynonymRule,
  describeExpansion,
  duplicateRule,
  emptySynonymIndex,
  expandSearch,
  foldTerm,
  foldWords,
  type SynonymRule,
  splitTerms,
  synonymLimits,
} from '#domain/search-synonyms.ts';
import { benchSynonyms } from '#scripts/bench/synonyms.ts';
import { searchShape } from '#server/db/repositories/search.ts';
import { demoSynonyms } from '#server/seed/demo-synonyms.ts';

const group = (...termes: string[]): SynonymRule => ({ genre: 'equivalents', termes, cibles: [] });
const expansion = (termes: string[], cibles: string[]): SynonymRule => ({
  genre: 'expansion',
  termes,
  cibles,
});

describe('foldTerm', () => {
  it('folds accents, case, spaces, apostrophes and ligatures as the search does', () => {
    expect(foldTerm('  Déambulateur ')).toBe('deambulateur');
    expect(foldTerm('Lit   MÉDICALISÉ')).toBe('lit medicalise');
    expect(foldWords("Concentrateur d'oxygène")).toEqual(['concentrateur', 'd', 'oxygene']);
    expect(foldWords('Concentrateur d’oxygène')).toEqual(['concentrateur', 'd', 'oxygene']);
    expect(foldTerm('Cœur-Œil')).toBe('coeur oeil');
    expect(foldTerm(' - ')).toBe('');
  });
});

describe('checkSynonymRule', () => {
  it('accepts a group and an expansion, terms trimmed', () => {
    expect(checkSynonymRule(group(' déambulateur ', 'cadre  de marche', 'rollator'))).toEqual({
      ok: true,
      rule: group('déambulateur', 'cadre de marche', 'rollator'),
    });
    const checked = checkSynonymRule(expansion(['fauteuil'], ['fauteuil roulant']));
    expect(checked.ok).toBe(true);
  });

  it('refuses a group of fewer than two terms or more than twenty', () => {
    expect(checkSynonymRule(group('déambulateur', ' '))).toMatchObject({
      ok: false,
      field: 'termes',
      message: 'Un groupe réunit au moins deux termes.',
    });
    const many = Array.from({ length: 21 }, (_, i) => `terme ${i}`);
    expect(checkSynonymRule(group(...many))).toMatchObject({ ok: false, field: 'termes' });
  });

  it('refuses a term written twice, accents, case and plural aside', () => {
    expect(checkSynonymRule(group('Lit médicalisé', 'lit medicalise'))).toMatchObject({
      ok: false,
      message: '« lit medicalise » est écrit deux fois.',
    });
    expect(checkSynonymRule(group('lits', 'lit'))).toMatchObject({ ok: false });
  });

  it('refuses an expansion without a source or a target, or a target that is a source', () => {
    expect(checkSynonymRule(expansion([], ['x y']))).toMatchObject({ ok: false, field: 'termes' });
    expect(checkSynonymRule(expansion(['fauteuil'], []))).toMatchObject({
      ok: false,
      field: 'cibles',
      message: 'Indiquez au moins un terme à trouver aussi.',
    });
    expect(checkSynonymRule(expansion(['fauteuil'], ['Fauteuil']))).toMatchObject({
      ok: false,
      field: 'cibles',
    });
  });

  it('refuses a term without a word, too long, or of more than four words', () => {
    expect(checkSynonymRule(group('---', 'lit'))).toMatchObject({ ok: false, field: 'termes' });
    const long = 'a'.repeat(synonymLimits.termLength + 1);
    expect(checkSynonymRule(group(long, 'lit'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('dépasse 60 caractères'),
    });
    expect(checkSynonymRule(group('un deux trois quatre cinq', 'lit'))).toMatchObject({
      ok: false,
      message: '« un deux trois quatre cinq » compte plus de 4 mots.',
    });
    expect(checkSynonymRule(group('un deux trois quatre', 'lit')).ok).toBe(true);
  });

  it('ignores the targets of a group', () => {
    expect(
      checkSynonymRule({ genre: 'equivalents', termes: ['a1', 'b1'], cibles: ['c1'] }),
    ).toEqual({ ok: true, rule: group('a1', 'b1') });
  });
});

describe('splitTerms', () => {
  it('splits on commas, semicolons and lines', () => {
    expect(splitTerms('déambulateur, cadre de marche ;rollator\n\n')).toEqual([
      'déambulateur',
      'cadre de marche',
      'rollator',
    ]);
  });
});

describe('expandSearch', () => {
  const index = buildSynonymIndex([
    group('déambulateur', 'cadre de marche', 'rollator'),
    expansion(['fauteuil'], ['fauteuil roulant']),
    group('lit médicalisé', 'lit médical', 'lit hospitalier'),
  ]);

  it('gives every term of a group the others, accents and case aside', () => {
    expect(expandSearch(['Deambulateur'], index)).toEqual([
      { words: ['Deambulateur'], alternatives: [['cadre', 'de', 'marche'], ['rollator']] },
    ]);
    expect(expandSearch(['rollator', 'pliant'], index)).toEqual([
      { words: ['rollator'], alternatives: [['deambulateur'], ['cadre', 'de', 'marche']] },
      { words: ['pliant'], alternatives: [] },
    ]);
  });

  it('matches the longest phrase of consecutive words first', () => {
    expect(expandSearch(['cadre', 'de', 'marche', 'fixe'], index)).toEqual([
      { words: ['cadre', 'de', 'marche'], alternatives: [['deambulateur'], ['rollator']] },
      { words: ['fixe'], alternatives: [] },
    ]);
    expect(expandSearch(['lits', 'médicalisés'], index)[0]?.alternatives).toEqual([
      ['lit', 'medical'],
      ['lit', 'hospitalier'],
    ]);
    // Not contiguous: no phrase.
    expect(expandSearch(['cadre', 'marche'], index)).toEqual([
      { words: ['cadre'], alternatives: [] },
      { words: ['marche'], alternatives: [] },
    ]);
  });

  it('expands one way only', () => {
    expect(expandSearch(['fauteuil'], index)).toEqual([
      { words: ['fauteuil'], alternatives: [['fauteuil', 'roulant']] },
    ]);
    expect(expandSearch(['fauteuil', 'roulant'], index)).toEqual([
      { words: ['fauteuil'], alternatives: [['fauteuil', 'roulant']] },
      { words: ['roulant'], alternatives: [] },
    ]);
  });

  it('leaves a search no rule names as it is', () => {
    expect(expandSearch(['tensiometre'], index)).toEqual([
      { words: ['tensiometre'], alternatives: [] },
    ]);
    expect(expandSearch([], index)).toEqual([]);
  });

  it('merges the rules naming one term, without duplicates', () => {
    const merged = buildSynonymIndex([
      group('oxygénateur', 'concentrateur'),
      group('oxygenateur', 'Concentrateur', 'extracteur'),
    ]);
    expect(expandSearch(['oxygenateur'], merged)[0]?.alternatives).toEqual([
      ['concentrateur'],
      ['extracteur'],
    ]);
  });

  it('caps the alternatives per word and per search', () => {
    const big = buildSynonymIndex([
      group('a0', ...Array.from({ length: 15 }, (_, i) => `b${i}`)),
      group('c0', ...Array.from({ length: 15 }, (_, i) => `d${i}`)),
      group('e0', ...Array.from({ length: 15 }, (_, i) => `f${i}`)),
      group('g0', ...Array.from({ length: 15 }, (_, i) => `h${i}`)),
    ]);
    const positions = expandSearch(['a0', 'c0', 'e0', 'g0'], big);
    expect(positions.map((p) => p.alternatives.length)).toEqual([8, 8, 8, 0]);
  });

  it('describes an expansion for staff', () => {
    expect(describeExpansion(expandSearch(['fauteuil', 'pliant'], index))).toEqual([
      'fauteuil ou fauteuil roulant',
      'pliant',
    ]);
  });
});

describe('duplicateRule', () => {
  const kept = [
    group('déambulateur', 'cadre de marche', 'rollator'),
    expansion(['fauteuil'], ['fauteuil roulant']),
  ];

  it('refuses a group term another group holds, accents and case aside', () => {
    expect(duplicateRule(group('Rollator', 'trotteur'), kept)).toBe(
      '« rollator » est déjà dans le groupe « déambulateur, cadre de marche, rollator ».',
    );
  });

  it('refuses an expansion taught already, in any order', () => {
    expect(duplicateRule(expansion(['Fauteuil'], ['fauteuil  roulant']), kept)).toBe(
      'Cet élargissement existe déjà : « fauteuil → fauteuil roulant ».',
    );
  });

  it('accepts a new rule, and a group whose term is only an expansion source', () => {
    expect(duplicateRule(expansion(['fauteuil'], ['fauteuil de transfert']), kept)).toBeNull();
    expect(duplicateRule(group('fauteuil', 'siège roulant'), kept)).toBeNull();
  });
});

describe('the demo synonyms', () => {
  it('are each valid and none repeats another', () => {
    demoSynonyms.forEach((rule, at) => {
      expect(checkSynonymRule(rule), rule.termes.join(', ')).toEqual({ ok: true, rule });
      expect(duplicateRule(rule, demoSynonyms.slice(0, at)), rule.termes.join(', ')).toBeNull();
    });
  });
});

describe('the benchmark synonyms (--synonyms N)', () => {
  it('are exactly N valid rules, the demo first, no term in two groups', () => {
    const rules = benchSynonyms(500);
    expect(rules).toHaveLength(500);
    expect(rules.slice(0, demoSynonyms.length)).toEqual(demoSynonyms);
    // No term in two groups, by folded terms: linear, where checking each rule against all the
    // rules before it took seconds on a busy machine (past the test's time limit).
    const groupTerms = rules.flatMap((rule) =>
      rule.genre === 'equivalents' ? rule.termes.map(foldTerm) : [],
    );
    expect(new Set(groupTerms).size).toBe(groupTerms.length);
    for (const rule of rules.slice(demoSynonyms.length)) {
      expect(checkSynonymRule(rule).ok, rule.termes.join(', ')).toBe(true);
      expect(rule.termes).toHaveLength(3);
    }
    expect(benchSynonyms(0)).toEqual([]);
    expect(benchSynonyms(3)).toEqual(demoSynonyms.slice(0, 3));
  });
});

describe('searchShape: the alternatives a search sends to SQL', () => {
  const index = buildSynonymIndex([
    { genre: 'expansion', termes: ['fauteuil'], cibles: ['fauteuil roulant'] },
    { genre: 'equivalents', termes: ['déambulateur', 'cadre de marche'], cibles: [] },
  ]);

  it('leaves out one that holds every word typed: it finds a subset of their rows', () => {
    expect(searchShape('Fauteuil', index)).toBe(searchShape('Fauteuil', emptySynonymIndex));
    expect(searchShape('fauteuil', index)).toBe('[]');
    // Only the same words: a plural typed may not find every row its singular does.
    expect(JSON.parse(searchShape('fauteuils', index))).toEqual([[['fauteuil', 'roulant']]]);
  });

  it('keeps one that finds other words', () => {
    expect(JSON.parse(searchShape('déambulateur pliant', index))).toEqual([
      [['cadre', 'de', 'marche']],
    ]);
  });
});
