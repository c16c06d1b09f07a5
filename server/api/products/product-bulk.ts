import { inArray } from 'drizzle-orm';
import type {
  ProductBulkBody,
  ProductBulkResult,
  ProductPrevious,
} from '#domain/bulk-actions.schema.ts';
import { journalChanges } from '#domain/journal-changes.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import { baseQuery, type ProductRow } from '#server/db/repositories/products.repository.ts';
import { lockRows } from '#server/db/repositories/row-lock.ts';
import { categories, products } from '#server/db/tables.ts';
import { productDiff } from '../journal/journal-lines.ts';
import { assertAllFound, splitByTarget } from '../plumbing/bulk.ts';
import { ApiError } from '../plumbing/errors.ts';
import { keepProductRevision } from '../revisions/keep-revision.ts';
import { trashProduct } from '../trash/trash-moves.ts';

/** The fields a reversible bulk action sets: one of them, per product. */
type Placement = { est_actif: boolean } | { categorie_id: number | null };

/** What the action asks of each product (null: delete it). */
function targetsOf(body: ProductBulkBody): Map<number, Placement | null> {
  switch (body.action) {
    case 'restaurer':
      return new Map(body.previous.map(({ id, ...fields }): [number, Placement] => [id, fields]));
    case 'supprimer':
      return new Map(body.ids.map((id) => [id, null]));
    case 'deplacer':
      return new Map(body.ids.map((id) => [id, { categorie_id: body.categorie_id }]));
    default:
      return new Map(body.ids.map((id) => [id, { est_actif: body.action === 'activer' }]));
  }
}

const isAlready = (row: ProductRow, placement: Placement) =>
  'est_actif' in placement
    ? row.est_actif === placement.est_actif
    : row.categorie_id === placement.categorie_id;

/** The undo of one change: the field as it was. */
const previousOf = (row: ProductRow, placement: Placement): ProductPrevious =>
  'est_actif' in placement
    ? { id: row.id, est_actif: row.est_actif }
    : { id: row.id, categorie_id: row.categorie_id };

/** 422 when a category the products would move to does not exist (as a single save). */
async function ensureCategories(tx: Database, targets: Iterable<Placement | null>) {
  const wanted = new Set<number>();
  for (const target of targets) {
    if (target && 'categorie_id' in target && target.categorie_id !== null) {
      wanted.add(target.categorie_id);
    }
  }
  if (wanted.size === 0) return;
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...wanted]));
  if (found.length < wanted.size) {
    throw new ApiError(422, 'validation_failed', 'Catégorie introuvable.', {
      fields: { categorie_id: 'catégorie introuvable' },
    });
  }
}

async function deleteAll(tx: Database, rows: readonly ProductRow[], actor: JournalActor) {
  await tx.delete(products).where(
    inArray(
      products.id,
      rows.map((row) => row.id),
    ),
  );
  // To the Corbeille, as a single delete (docs/decisions/021).
  for (const row of rows) await trashProduct(tx, row, actor);
}

/** One UPDATE per distinct value set (one for a plain action), one journal line per product. */
async function placeAll(
  tx: Database,
  changes: readonly { row: ProductRow; placement: Placement }[],
  actor: JournalActor,
) {
  const groups = new Map<string, { placement: Placement; ids: number[] }>();
  for (const { row, placement } of changes) {
    const key = JSON.stringify(placement);
    const group = groups.get(key) ?? { placement, ids: [] };
    group.ids.push(row.id);
    groups.set(key, group);
  }
  for (const { placement, ids } of groups.values()) {
    await tx
      .update(products)
      .set({ ...placement, modifie_le: new Date() })
      .where(inArray(products.id, ids));
  }
  for (const { row, placement } of changes) {
    await recordJournalLine(tx, actor, {
      action: 'modification',
      entityType: 'produit',
      entityId: row.id,
      entityLabel: row.titre,
      changes: journalChanges(row, { ...row, ...placement }, productDiff),
    });
    // A bulk change is a save: it keeps its revision (docs/decisions/020).
    await keepProductRevision(tx, { ...row, ...placement }, actor, row);
  }
}

/**
 * Applies a bulk action to products (issue 24) in one transaction: every row locked first, 404
 * naming the ids that do not exist (nothing changed), one journal line per product changed.
 */
export async function bulkProducts(
  db: Database,
  body: ProductBulkBody,
  actor: JournalActor,
): Promise<ProductBulkResult> {
  const targets = targetsOf(body);
  const ids = [...targets.keys()];
  return db.transaction(async (tx) => {
    assertAllFound(ids, await lockRows(tx, products, products.id, ids), {
      one: 'Produit',
      many: 'Produits',
    });
    await ensureCategories(tx, targets.values());
    const found = await baseQuery(tx).where(inArray(products.id, ids));
    const byId = new Map(found.map((row) => [row.id, row]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    if (body.action === 'supprimer') {
      await deleteAll(tx, rows, actor);
      return { changed: ids, unchanged: [] };
    }
    const { changing, unchanged } = splitByTarget(rows, (row) => {
      const placement = targets.get(row.id);
      return !placement || isAlready(row, placement);
    });
    const changes = changing.flatMap((row) => {
      const placement = targets.get(row.id);
      return placement ? [{ row, placement }] : [];
    });
    await placeAll(tx, changes, actor);
    return {
      changed: changes.map(({ row }) => row.id),
      unchanged,
      previous: changes.map(({ row, placement }) => previousOf(row, placement)),
    };
  });
}
