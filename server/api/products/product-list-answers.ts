import { serverLimits } from '#config';
import type { Database } from '#server/db/connection.ts';
import { listVersion, VersionedLru } from '#server/db/repositories/list-cache.ts';
import {
  listProducts,
  type ProductListQuery,
} from '#server/db/repositories/product-list.repository.ts';

/**
 * GET /crud/products answers, kept as the bytes sent, per query and catalogue version (issue 34
 * §4). A list asked again while nothing in the catalogue changed (the same search, the same
 * category page: what a shop's visitors mostly ask) costs one read of the version, a one-row
 * look-up, instead of its rows, their parsing and their JSON (for 50 products, 67 KB: most of its
 * CPU). The version is bumped in the same transaction as any write to products or categories
 * (list-cache.ts), whichever instance or tool wrote, so an answer is never served stale.
 * Least recently used first out, within `serverLimits.listCache.answerMegabytes`.
 */
const answers = new WeakMap<Database, VersionedLru<Buffer<ArrayBuffer>>>();

function answersOf(db: Database): VersionedLru<Buffer<ArrayBuffer>> {
  let found = answers.get(db);
  if (!found) {
    found = new VersionedLru(serverLimits.listCache.answerMegabytes * 1024 * 1024);
    answers.set(db, found);
  }
  return found;
}

/** The JSON of a page of products and its total, as bytes. */
export async function productListAnswer(
  db: Database,
  query: ProductListQuery,
): Promise<Buffer<ArrayBuffer>> {
  const kept = answersOf(db);
  // Every field that changes the answer, visibility (public or staff) included.
  const key = JSON.stringify([
    query.onlyVisible,
    query.estActif,
    query.imagesToComplete,
    query.search,
    query.categoryIds,
    query.subCategoryId,
    query.order?.field,
    query.order?.direction,
    query.page,
    query.limit,
  ]);
  const version = await listVersion(db, 'products');
  const found = kept.get(key, version);
  if (found) return found;
  const { page, version: readAt } = await listProducts(db, query, version);
  const bytes = Buffer.from(JSON.stringify(page));
  kept.set(key, readAt, bytes, bytes.length);
  return bytes;
}
