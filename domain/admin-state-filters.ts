import type { ArticleStateFilter } from './admin-article-search.ts';
import type { ProductStateFilter } from './admin-product-search.ts';
import { todoScheduledDays } from './todo.ts';

/**
 * The "Afficher" filters' choices (issue 36 §8: the dashboard's "À faire" lines open the lists
 * with them). Apart from the search params, which the router's entry chunk holds: these labels
 * load with the list screens only (js-budget.spec.ts).
 */
export const productStateFilters: readonly { value: ProductStateFilter; label: string }[] = [
  { value: 'hors-ligne', label: 'Hors ligne' },
  { value: 'images-a-completer', label: 'Sans image ou sans texte alternatif' },
];

export const articleStateFilters: readonly { value: ArticleStateFilter; label: string }[] = [
  { value: 'brouillons', label: 'Brouillons' },
  { value: 'programmes', label: `Programmés dans les ${todoScheduledDays} prochains jours` },
];
