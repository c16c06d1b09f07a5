/**
 * Deleting an article or a product moves it to the Corbeille (issue 24, docs/decisions/021), in
 * the delete's transaction: its whole row goes to `trashed_items`, the row leaves its table (so
 * every read answers 404 as before), its revisions stay for a restore, and the journal keeps its
 * `suppression` line.
 */
import { journalChanges } from '#domain/journal-changes.ts';
import { articleRevisionFields, productRevisionFields } from '#domain/revisions.ts';
import type { TrashedArticle, TrashedProduct } from '#domain/trash.ts';
import type { Database } from '#server/db/connection.ts';
import type { ArticleRow } from '#server/db/repositories/articles.repository.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import type { ProductRow } from '#server/db/repositories/products.repository.ts';
import { insertTrashed } from '#server/db/repositories/trash.repository.ts';
import { articleDiff, productDiff } from '../journal/journal-lines.ts';

export function trashedProductFields(row: ProductRow): TrashedProduct {
  return {
    ...productRevisionFields(row),
    description: row.description,
    cree_le: row.cree_le.toISOString(),
    modifie_le: row.modifie_le.toISOString(),
  };
}

export function trashedArticleFields(row: ArticleRow): TrashedArticle {
  return {
    ...articleRevisionFields(row),
    cree_le: row.cree_le.toISOString(),
    modifie_le: row.modifie_le.toISOString(),
  };
}

/** Journals and keeps a product the caller has just deleted from `products`. */
export async function trashProduct(tx: Database, row: ProductRow, actor: JournalActor) {
  const entry = { entityType: 'produit', entityId: row.id, label: row.titre } as const;
  await insertTrashed(tx, { ...entry, fields: trashedProductFields(row) }, actor);
  await recordJournalLine(tx, actor, {
    action: 'suppression',
    entityType: 'produit',
    entityId: row.id,
    entityLabel: row.titre,
    changes: journalChanges(row, null, productDiff),
  });
}

/** Journals and keeps an article the caller has just deleted from `articles`. */
export async function trashArticle(tx: Database, row: ArticleRow, actor: JournalActor) {
  const entry = { entityType: 'article', entityId: row.id, label: row.titre } as const;
  await insertTrashed(tx, { ...entry, fields: trashedArticleFields(row) }, actor);
  await recordJournalLine(tx, actor, {
    action: 'suppression',
    entityType: 'article',
    entityId: row.id,
    entityLabel: row.titre,
    changes: journalChanges(row, null, articleDiff),
  });
}
