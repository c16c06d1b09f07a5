/** The revision each successful save keeps, in its transaction (issue 24, docs/decisions/020). */
import { limits } from '#config';
import { articleRevisionFields, productRevisionFields } from '#domain/revisions.ts';
import type { Database } from '#server/db/connection.ts';
import type { ArticleRow } from '#server/db/repositories/articles.repository.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import type { ProductRow } from '#server/db/repositories/products.repository.ts';
import { keepRevision } from '#server/db/repositories/revisions.repository.ts';

export function keepArticleRevision(tx: Database, article: ArticleRow, actor: JournalActor) {
  const owner = { entityType: 'article', entityId: article.id } as const;
  return keepRevision(tx, owner, actor, articleRevisionFields(article), limits.revisionsKept);
}

export function keepProductRevision(tx: Database, product: ProductRow, actor: JournalActor) {
  const owner = { entityType: 'produit', entityId: product.id } as const;
  return keepRevision(tx, owner, actor, productRevisionFields(product), limits.revisionsKept);
}
