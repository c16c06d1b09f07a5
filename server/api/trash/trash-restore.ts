/**
 * "Restaurer" from the Corbeille (docs/decisions/021): the item goes back under its own id (the
 * sequence already went past it), with its revisions, and a `restauration` journal line. A slug
 * or reference another item took meanwhile is a 409 (the item stays in the Corbeille); a
 * product whose category was deleted meanwhile comes back without one, and the answer says so.
 */
import { eq, or } from 'drizzle-orm';
import * as v from 'valibot';
import { journalChanges } from '#domain/journal-changes.ts';
import {
  type TrashEntityType,
  TrashedArticleSchema,
  TrashedProductSchema,
  type TrashRestoreResult,
} from '#domain/trash.ts';
import type { Database } from '#server/db/connection.ts';
import { findArticle } from '#server/db/repositories/articles.repository.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import { findProduct } from '#server/db/repositories/products.repository.ts';
import { takeTrashed } from '#server/db/repositories/trash.repository.ts';
import { articles, categories, products } from '#server/db/tables.ts';
import { articleDiff, productDiff } from '../journal/journal-lines.ts';
import { rethrowDatabaseError } from '../plumbing/db-errors.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';

const itemName = { article: 'Article', produit: 'Produit' } as const;

export const notInTrash = (type: TrashEntityType) =>
  new ApiError(404, 'not_found', `${itemName[type]} introuvable dans la corbeille.`);

function taken(what: string, value: string, other: string): ApiError {
  return new ApiError(
    409,
    'conflict',
    `Restauration impossible : ${what} « ${value} » est maintenant utilisé par « ${other} ». Modifiez-le sur cet élément, puis restaurez.`,
  );
}

async function restoreProduct(tx: Database, id: number, fields: unknown, actor: JournalActor) {
  const { cree_le, modifie_le: _, ...saved } = v.parse(TrashedProductSchema, fields);
  const [other] = await tx
    .select({ titre: products.titre, slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, saved.slug), eq(products.reference, saved.reference)))
    .limit(1);
  if (other) {
    throw other.slug === saved.slug
      ? taken('le slug', saved.slug, other.titre)
      : taken('la référence', saved.reference, other.titre);
  }
  let categoryGone = false;
  if (saved.categorie_id !== null) {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, saved.categorie_id));
    categoryGone = category === undefined;
  }
  const values = { ...saved, ...(categoryGone ? { categorie_id: null } : {}) };
  await tx
    .insert(products)
    .values({ ...values, id, cree_le: new Date(cree_le), modifie_le: new Date() });
  const product = await findProduct(tx, id, false);
  if (!product) throw notFound('Produit');
  await recordJournalLine(tx, actor, {
    action: 'restauration',
    entityType: 'produit',
    entityId: id,
    entityLabel: product.titre,
    changes: journalChanges(null, product, productDiff),
  });
  return { titre: product.titre, categoryGone };
}

async function restoreArticle(tx: Database, id: number, fields: unknown, actor: JournalActor) {
  const { cree_le, modifie_le: _, publie_le, ...saved } = v.parse(TrashedArticleSchema, fields);
  const [other] = await tx
    .select({ titre: articles.titre })
    .from(articles)
    .where(eq(articles.slug, saved.slug))
    .limit(1);
  if (other) throw taken('le slug', saved.slug, other.titre);
  await tx.insert(articles).values({
    ...saved,
    id,
    publie_le: publie_le === null ? null : new Date(publie_le),
    cree_le: new Date(cree_le),
    modifie_le: new Date(),
  });
  const article = await findArticle(tx, { id }, false);
  if (!article) throw notFound('Article');
  await recordJournalLine(tx, actor, {
    action: 'restauration',
    entityType: 'article',
    entityId: id,
    entityLabel: article.titre,
    changes: journalChanges(null, article, articleDiff),
  });
  return { titre: article.titre, categoryGone: false };
}

export async function restoreFromTrash(
  db: Database,
  type: TrashEntityType,
  id: number,
  actor: JournalActor,
): Promise<TrashRestoreResult> {
  try {
    return await db.transaction(async (tx) => {
      const trashed = await takeTrashed(tx, type, id);
      if (!trashed) throw notInTrash(type);
      const restore = type === 'produit' ? restoreProduct : restoreArticle;
      const { titre, categoryGone } = await restore(tx, id, trashed.fields, actor);
      return { type, id, titre, categorie_retiree: categoryGone };
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A row kept in a shape this version cannot read back: say so, change nothing.
    if (v.isValiError(error)) {
      throw new ApiError(
        409,
        'conflict',
        'Cet élément de la corbeille est illisible par cette version du site : il n’a pas été restauré.',
      );
    }
    // A slug or reference taken between the check and the insert: the same 409 as a save.
    return rethrowDatabaseError(error);
  }
}
