import { limits } from '#config';
import type { HomeCategory } from '#domain/home-category.ts';
import { listCategories } from '../client/categories.client.ts';
import { listProducts } from '../client/products.client.ts';
import type { RestClient } from '../client/rest-client.ts';
import { onContentChange } from '../events/content-changes.ts';

let cache: { at: number; value: HomeCategory[] } | null = null;
// SPEC §4 keeps this block 360 minutes; an admin change to products or categories ends it sooner.
onContentChange(({ resource }) => {
  if (resource === 'products' || resource === 'categories' || resource === 'all') cache = null;
});

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

/** SPEC §2/§7/§9 home categories: 12 top-level examined, counts and covers, top 4 with products. */
async function computeHomeCategories(client: RestClient): Promise<HomeCategory[]> {
  const { rows } = await listCategories(client, { limit: limits.homeCategoryListLimit });
  const topLevel = rows
    .filter((category) => category.parent_id === null)
    .slice(0, limits.homeCategoriesExamined);
  const counted = await Promise.all(
    topLevel.map(async (category) => {
      const base = { id: category.id, nom: category.nom, slug: category.slug };
      try {
        const page = await within(
          listProducts(client, { categoryId: category.id, page: 1, limit: 1 }),
          limits.categoryCoverTimeoutMs,
        );
        const first = page.rows[0];
        return {
          ...base,
          total: page.total,
          cover: first?.image_miniature ?? first?.image ?? null,
        };
      } catch {
        // SPEC §8: a failed or slow lookup keeps the category with 0 (so it is dropped).
        return { ...base, total: 0, cover: null };
      }
    }),
  );
  return counted
    .filter((category) => category.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, limits.homeCategoriesShown);
}

export async function getCachedHomeCategories(
  client: RestClient,
  now = Date.now(),
): Promise<HomeCategory[]> {
  if (cache && now - cache.at < limits.homeCategoriesCacheMinutes * 60_000) return cache.value;
  const value = await computeHomeCategories(client);
  cache = { at: now, value };
  return value;
}
