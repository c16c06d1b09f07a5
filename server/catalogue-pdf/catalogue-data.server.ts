import type { Category, Product } from '#domain/entities.schema.ts';
import { listCategories } from '../client/categories.client.ts';
import { listProducts } from '../client/products.client.ts';
import type { RestClient } from '../client/rest-client.ts';

/** The API's largest page (GET /crud/products caps `limit` at 100). */
const pageSize = 100;
/** A guard against a server whose `total` never stops growing: 200 pages = 20,000 products. */
const maxPages = 200;

export interface CatalogueData {
  categories: Category[];
  products: Product[];
}

/**
 * Everything a visitor may see, through public reads (SPEC §6/§7): the API already leaves out
 * hidden categories and inactive products, and those in a hidden category.
 */
export async function loadCatalogueData(client: RestClient): Promise<CatalogueData> {
  const [categoryList, products] = await Promise.all([
    listCategories(client, { limit: 500 }),
    loadAllProducts(client),
  ]);
  return { categories: categoryList.rows, products };
}

async function loadAllProducts(client: RestClient): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const { rows, total } = await listProducts(client, { page, limit: pageSize, order: 'id:asc' });
    products.push(...rows);
    if (rows.length < pageSize || products.length >= total) break;
  }
  // A product written between two pages may shift the pages: keep each product once.
  return [...new Map(products.map((product) => [product.id, product])).values()];
}
