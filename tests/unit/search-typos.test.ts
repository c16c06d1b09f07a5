import { describe, expect, it } from 'vitest';
import { oneTypoPatterns } from '#server/db/repositories/search-typos.ts';

/** Does `typed` find `text` (folded like search_text: ' word word ') with one typo? */
const finds = (typed: string, text: string) => {
  const typo = oneTypoPatterns(typed);
  if (!typo) return false;
  const folded = ` ${text} `;
  // As the SQL does: a whole piece of the word, then its expression.
  return (
    (folded.includes(typo.head) && new RegExp(typo.headPattern).test(folded)) ||
    (folded.includes(typo.tail) && new RegExp(typo.tailPattern).test(folded))
  );
};

describe('oneTypoPattern: one typo at the start of a word', () => {
  it('finds a word with one letter missing, extra, wrong, or two letters swapped', () => {
    expect(finds('fauteil', 'fauteuil roulant')).toBe(true);
    expect(finds('fauteuuil', 'fauteuil roulant')).toBe(true);
    expect(finds('fauteuol', 'fauteuil roulant')).toBe(true);
    expect(finds('fautueil', 'fauteuil roulant')).toBe(true);
    expect(finds('deambulatuer', 'deambulateur')).toBe(true);
    expect(finds('vauteuil', 'fauteuil')).toBe(true);
    expect(finds('afuteuil', 'fauteuil')).toBe(true);
    // A start of a word, typo included ("matela" for "matelas", "matla" for "matel…").
    expect(finds('matla', 'matelas anti escarres')).toBe(true);
    expect(finds('Tensiomèttre', 'tensiometre au bras')).toBe(true);
  });

  it('finds every one-typo variant of a word, and no two-typo one', () => {
    const word = 'oxymetre';
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (let i = 0; i < word.length; i += 1) {
      expect(finds(word.slice(0, i) + word.slice(i + 1), word), `missing ${i}`).toBe(true);
      for (const c of letters) {
        expect(finds(word.slice(0, i) + c + word.slice(i + 1), word), `wrong ${i}`).toBe(true);
        expect(finds(word.slice(0, i) + c + word.slice(i), word), `extra ${i}`).toBe(true);
      }
    }
    for (let i = 0; i + 1 < word.length; i += 1) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      expect(finds(swapped, word), `swapped ${i}`).toBe(true);
    }
    // Five letters, the shortest that may hold one: both halves are two letters.
    for (const typed of ['cnane', 'anne', 'cann', 'caxne', 'canbne', 'canen']) {
      expect(finds(typed, 'canne anglaise'), typed).toBe(typed.length >= 5);
    }
    expect(finds('oxmyerte', word)).toBe(false);
    expect(finds('oximetri', 'oxymetre')).toBe(false);
    expect(finds('fotueil', 'fauteuil')).toBe(false);
  });

  it('never finds a word from its middle', () => {
    expect(finds('dicalise', 'lit medicalise')).toBe(false);
    expect(finds('ambulateur', 'deambulateur')).toBe(false);
    expect(finds('teuil', 'fauteuil')).toBe(false);
  });

  it('tolerates no typo in short words, numbers or references', () => {
    expect(oneTypoPatterns('lits')).toBeNull();
    expect(oneTypoPatterns('gamt')).toBeNull();
    expect(oneTypoPatterns('000124')).toBeNull();
    expect(oneTypoPatterns('spo2x')).toBeNull();
    expect(oneTypoPatterns('béquille')).not.toBeNull();
  });
});
