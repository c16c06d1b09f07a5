/**
 * `node scripts/measure-revisions.ts postgres://…/db`: the storage a revision costs (issue 24,
 * docs/decisions/020). Seeds the demo catalogue into that empty PostgreSQL database, keeps one
 * revision of every demo article and product as a save would, and prints the average
 * `pg_column_size(fields)` per kind and the bytes of `limits.revisionsKept` revisions of each.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { limits } from '#config';
import { articleRevisionFields, productRevisionFields } from '#domain/revisions.ts';
import { openDatabase } from '#server/db/connection.ts';
import { findArticle } from '#server/db/repositories/articles.repository.ts';
import { findProduct } from '#server/db/repositories/products.repository.ts';
import { keepRevision } from '#server/db/repositories/revisions.repository.ts';
import { articles, products } from '#server/db/tables.ts';
import { seedDemoIfEmpty } from '#server/seed/seed-demo.ts';
import { openImageStore } from '#server/storage/open-image-store.ts';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: node scripts/measure-revisions.ts postgres://…');
const database = await openDatabase({ dataDir: './data', databaseUrl });
const { db } = database;
const { storage } = await openImageStore(database, './data');
await seedDemoIfEmpty(db, storage, { withDemoAdmin: true });
const actor = { actorId: null, actorEmail: 'mesure@exemple.tn', ip: null };
for (const { id } of await db.select({ id: articles.id }).from(articles)) {
  const row = await findArticle(db, { id }, false);
  const owner = { entityType: 'article', entityId: id } as const;
  if (row) await keepRevision(db, owner, actor, articleRevisionFields(row), limits.revisionsKept);
}
for (const { id } of await db.select({ id: products.id }).from(products)) {
  const row = await findProduct(db, id, false);
  const owner = { entityType: 'produit', entityId: id } as const;
  if (row) await keepRevision(db, owner, actor, productRevisionFields(row), limits.revisionsKept);
}
const result = await db.execute(sql`
  select entity_type, count(*)::int as items,
    round(avg(pg_column_size(fields)))::int as avg_fields_bytes,
    round(avg(pg_column_size(content_revisions.*)))::int as avg_row_bytes
  from content_revisions group by entity_type order by entity_type`);
const Rows = v.object({ rows: v.array(v.record(v.string(), v.unknown())) });
console.table(v.parse(Rows, result).rows);
const total = await db.execute(
  sql`select pg_total_relation_size('content_revisions')::bigint as bytes`,
);
console.log('one revision per item, table + index + TOAST:', v.parse(Rows, total).rows[0]);
await database.close();
