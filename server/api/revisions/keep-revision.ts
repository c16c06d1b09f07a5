/** The revision each successful save keeps, in its transaction (issue 24, docs/decisions/020). */
import { limits } from '#config';
import {
  articleRevisionFields,
  productRevisionFields,
  sameRevisionFields,
} from '#domain/revisions.ts';
import type { Database } from '#server/db/connection.ts';
import type { ArticleRow } from '#server/db/repositories/articles.repository.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import type { ProductRow } from '#server/db/repositories/products.repository.ts';
import {
  keepRevision,
  newestRevisionFields,
  type RevisionOwner,
} from '#server/db/repositories/revisions.repository.ts';

/** Who wrote a state kept as a baseline is not known: the save that replaces it is not its author. */
const unknownAuthor: JournalActor = { actorId: null, actorEmail: null, ip: null };

/**
 * Keeps the state a save replaces when no revision holds it (issue 36 §3): an item saved before
 * revisions were kept, or changed by a write that keeps none, so its first edit can be undone.
 * Dated when that state was saved (`modifie_le`), author unknown. One index read per save.
 */
async function keepBaseline(
  tx: Database,
  owner: RevisionOwner,
  before: { fields: object; savedAt: Date },
) {
  const newest = await newestRevisionFields(tx, owner);
  if (newest !== null && sameRevisionFields(newest, before.fields)) return;
  await keepRevision(tx, owner, unknownAuthor, before.fields, limits.revisionsKept, before.savedAt);
}

export async function keepArticleRevision(
  tx: Database,
  article: ArticleRow,
  actor: JournalActor,
  before?: ArticleRow,
) {
  const owner = { entityType: 'article', entityId: article.id } as const;
  if (before) {
    const fields = articleRevisionFields(before);
    await keepBaseline(tx, owner, { fields, savedAt: before.modifie_le });
  }
  return keepRevision(tx, owner, actor, articleRevisionFields(article), limits.revisionsKept);
}

export async function keepProductRevision(
  tx: Database,
  product: ProductRow,
  actor: JournalActor,
  before?: ProductRow,
) {
  const owner = { entityType: 'produit', entityId: product.id } as const;
  if (before) {
    const fields = productRevisionFields(before);
    await keepBaseline(tx, owner, { fields, savedAt: before.modifie_le });
  }
  return keepRevision(tx, owner, actor, productRevisionFields(product), limits.revisionsKept);
}
