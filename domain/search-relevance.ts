/** Lower case, without accents: "Fauteuil ROULANT" and "fauteuil roulant" read alike. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Merged search results (several categories, each ranked by the API) in relevance order: the
 * products whose title holds a start of a searched word first, each group in the order it came.
 */
export function titleMatchesFirst<T extends { titre: string }>(products: T[], q: string): T[] {
  const words = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  if (words.length === 0) return [...products];
  const inTitle = (product: T) => {
    const titleWords = fold(product.titre).split(/[^\p{L}\p{N}]+/u);
    return words.some((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
  };
  const first = products.filter(inTitle);
  return [...first, ...products.filter((product) => !first.includes(product))];
}
