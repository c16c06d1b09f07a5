import type { SynonymIndex } from '#domain/search-synonyms.ts';
import { products } from '../tables.ts';
import { ascending, descending, type OrderTerm } from './list-order.ts';
import type { PageQuery } from './paginate.ts';
import { searchRank } from './search.ts';

// What GET /crud/products can be asked (product-list.repository.ts), and the order it answers in.
export const productOrderFields = [
  'titre',
  'prix',
  'cree_le',
  'modifie_le',
  'reference',
  'id',
] as const;
export type ProductOrderField = (typeof productOrderFields)[number];

export interface ProductListQuery extends PageQuery {
  search?: string | undefined;
  categoryIds?: number[] | undefined;
  subCategoryId?: number | undefined;
  estActif?: boolean | undefined;
  /** Staff only (issue 36 §8): products without an image or an alternative text. */
  imagesToComplete?: boolean | undefined;
  /** Public reads: the product, its category and the category's parent must all be online. */
  onlyVisible: boolean;
  order?: { field: ProductOrderField; direction: 'asc' | 'desc' } | undefined;
}

/**
 * The ORDER BY of a list, each key as the index serving it is built (tables.ts): ties go to the
 * French title order, then the id. A search without an order ranks title matches first.
 */
export function orderTerms(query: ProductListQuery, synonyms?: SynonymIndex): OrderTerm[] {
  const byTitle = [ascending(products.titre_tri), ascending(products.id)];
  const order = query.order;
  if (!order) {
    const rank = query.search ? searchRank(query.search, rankColumns, synonyms) : undefined;
    return rank ? [{ key: rank, direction: 'desc', nulls: 'last' }, ...byTitle] : byTitle;
  }
  const asc = order.direction === 'asc';
  switch (order.field) {
    case 'titre':
      return asc ? byTitle : [descending(products.titre_tri), descending(products.id)];
    case 'id':
    case 'reference':
      // Unique: no tie to break.
      return [asc ? ascending(products[order.field]) : descending(products[order.field])];
    default:
      // prix, cree_le, modifie_le: one index per direction, products without a price last.
      return [
        { key: products[order.field], direction: order.direction, nulls: 'last' },
        ...byTitle,
      ];
  }
}

export const rankColumns = {
  vector: products.search_vector,
  text: products.search_text,
  title: products.titre_mots,
};
