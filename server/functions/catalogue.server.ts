import { limits } from '#config';
import { categorySelection, sortOrders } from '#domain/catalogue-choices.ts';
import type { CatalogueSort } from '#domain/catalogue-search.ts';
import type { CatalogueCategory } from '#domain/catalogue-view.ts';
import type { Product } from '#domain/entities.schema.ts';
import { totalPagesOf } from '#domain/list-page.ts';
import { toDisplayProduct } from '#domain/product-display.ts';
import { titleMatchesFirst } from '#domain/search-relevance.ts';
import { listCategories } from '../client/categories.client.ts';
import { listProducts } from '../client/products.client.ts';
import type { RestClient } from '../client/rest-client.ts';
import { getImagesBase } from '../client/transport.ts';

const display = (products: Product[]) =>
  products.map((product) => toDisplayProduct(product, getImagesBase()));

/** SPEC §8: a failed category list leaves only "Tous". Chips are the active top-level categories. */
export async function loadChipCategories(client: RestClient): Promise<CatalogueCategory[]> {
  try {
    const { rows } = await listCategories(client);
    return rows
      .filter((category) => category.parent_id === null)
      .map(({ id, nom }) => ({ id, nom }));
  } catch {
    return [];
  }
}

/**
 * SPEC §2/§7 overview: 3 products (page 1, limit 3) of each of 3 categories from `offset`, in
 * parallel. A category without products does not use up a place: the next ones are examined
 * until 3 groups are filled or the list ends (`nextOffset` = where "Voir plus" continues).
 */
export async function loadOverview(
  client: RestClient,
  categories: CatalogueCategory[],
  sort: CatalogueSort,
  offset: number,
) {
  const groups: {
    category: CatalogueCategory;
    products: ReturnType<typeof display>;
    total: number;
  }[] = [];
  let next = offset;
  while (groups.length < limits.overviewCategories && next < categories.length) {
    const slice = categories.slice(next, next + limits.overviewCategories - groups.length);
    next += slice.length;
    const found = await Promise.all(
      slice.map(async (category) => {
        const page = await listProducts(client, {
          categoryId: category.id,
          page: 1,
          limit: limits.overviewProductsPerCategory,
          order: sortOrders[sort],
        });
        return { category, products: display(page.rows), total: page.total };
      }),
    );
    groups.push(...found.filter((group) => group.total > 0));
  }
  return {
    mode: 'overview' as const,
    groups,
    nextOffset: next < categories.length ? next : null,
  };
}

function byTitle(a: Product, b: Product) {
  return a.titre.localeCompare(b.titre, 'fr');
}

/** Merged lists (multi-category, search-only) are sorted here as the API would have. */
function sortMerged(products: Product[], sort: CatalogueSort, q: string): Product[] {
  const price = (product: Product) => product.prix ?? Number.POSITIVE_INFINITY;
  if (sort === 'name') return [...products].sort(byTitle);
  if (sort === 'relevance') return titleMatchesFirst(products, q);
  if (sort === 'price-asc')
    return [...products].sort((a, b) => price(a) - price(b) || byTitle(a, b));
  if (sort === 'price-desc') {
    const desc = (product: Product) => product.prix ?? Number.NEGATIVE_INFINITY;
    return [...products].sort((a, b) => desc(b) - desc(a) || byTitle(a, b));
  }
  return products;
}

function pageOf(products: Product[], page: number) {
  const size = limits.publicProductsPageSize;
  const totalPages = totalPagesOf(products.length, size);
  const current = Math.min(page, totalPages);
  return {
    mode: 'list' as const,
    products: display(products.slice((current - 1) * size, current * size)),
    total: products.length,
    page: current,
    totalPages,
  };
}

/** SPEC §7 "Call patterns" of the products page, for a flat list. */
export async function loadList(
  client: RestClient,
  search: { categoryId?: string | undefined; sort: CatalogueSort; q: string; page: number },
) {
  const selection = categorySelection(search.categoryId);
  const order = sortOrders[search.sort];
  const q = search.q || undefined;
  const size = limits.publicProductsPageSize;
  if (selection.kind === 'categories' && selection.ids.length > 1) {
    // One call per category (page 1, limit 6), merged and de-duplicated by id.
    const pages = await Promise.all(
      selection.ids.map((id) =>
        listProducts(client, { categoryId: id, page: 1, limit: size, order, search: q }),
      ),
    );
    const unique = new Map(
      pages.flatMap((page) => page.rows).map((product) => [product.id, product]),
    );
    return pageOf(sortMerged([...unique.values()], search.sort, search.q), search.page);
  }
  if (selection.kind !== 'categories' && q && selection.kind !== 'all') {
    // Search without a category: page 1, limit 50, paginated here.
    const found = await listProducts(client, {
      search: q,
      page: 1,
      limit: limits.productSearchOnlyLimit,
      order,
    });
    return pageOf(found.rows, search.page);
  }
  const categoryId = selection.kind === 'categories' ? selection.ids[0] : undefined;
  const result = await listProducts(client, {
    categoryId,
    page: search.page,
    limit: size,
    order,
    search: q,
  });
  return {
    mode: 'list' as const,
    products: display(result.rows),
    total: result.total,
    page: search.page,
    totalPages: totalPagesOf(result.total, size),
  };
}
