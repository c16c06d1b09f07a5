import { describe, expect, it } from 'vitest';
import { titleMatchesFirst } from '#domain/search-relevance.ts';

const titles = (list: { titre: string }[]) => list.map((product) => product.titre);

describe('titleMatchesFirst', () => {
  const products = [
    { titre: 'Alèses jetables' },
    { titre: 'Fauteuil roulant pliant' },
    { titre: 'Coussin anti-escarres' },
    { titre: 'FAUTEUIL releveur' },
  ];

  it('puts titles holding a searched word first, keeping each group in its order', () => {
    expect(titles(titleMatchesFirst(products, 'fauteuil'))).toEqual([
      'Fauteuil roulant pliant',
      'FAUTEUIL releveur',
      'Alèses jetables',
      'Coussin anti-escarres',
    ]);
  });

  it('ignores accents and case, and matches word starts', () => {
    expect(titles(titleMatchesFirst(products, 'ALESE'))[0]).toBe('Alèses jetables');
    expect(titles(titleMatchesFirst(products, 'fauteu'))[1]).toBe('FAUTEUIL releveur');
  });

  it('leaves the order as it is without a usable word', () => {
    expect(titles(titleMatchesFirst(products, ' - '))).toEqual(titles(products));
    expect(titleMatchesFirst(products, '')).not.toBe(products);
  });
});
