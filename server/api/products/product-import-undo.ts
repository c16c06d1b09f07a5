/**
 * "Annuler cet import" (issue 36 §5, docs/decisions/031): within `limits.importUndoMinutes` of the
 * apply, once, and only while no product of the import has been saved, deleted or imported again
 * since: a colleague's later edit is never overwritten. All or nothing, in one transaction.
 */
import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { limits } from '#config';
import type { ProductImportUndo } from '#domain/product-import.schema.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import { baseQuery, type ProductRow } from '#server/db/repositories/products.repository.ts';
import { journalLines, products } from '#server/db/tables.ts';
import { rethrowDatabaseError } from '../plumbing/db-errors.ts';
import { ApiError } from '../plumbing/errors.ts';
import { chunks } from './product-import-batches.ts';
import {
  findImport,
  findUndo,
  type ImportRecord,
  importedProducts,
  importUndoMs,
} from './product-import-record.ts';
import { removeCreated, restoreVersions, versionsBefore } from './product-import-undo-write.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Africa/Tunis',
});
const when = (date: Date) => dateTime.format(date).replace(' ', ' à ');

const Untouched = v.object({ rows: v.array(v.object({ id: v.number(), untouched: v.boolean() })) });

/**
 * Locks the import's products (id order) and reads them; `edited` lists those saved since the
 * import (their `modifie_le` is no longer the import's) and those gone (deleted).
 */
async function lockImported(tx: Database, record: ImportRecord, ids: readonly number[]) {
  const untouched = new Set<number>();
  const rows = new Map<number, ProductRow>();
  for (const chunk of chunks([...ids].sort((a, b) => a - b))) {
    const locked = await tx.execute(sql`select id, modifie_le = (
        select at from ${journalLines} where id = ${record.id}) as untouched
      from ${products} where ${inArray(products.id, chunk)} order by id for update`);
    for (const row of v.parse(Untouched, locked).rows) if (row.untouched) untouched.add(row.id);
    for (const row of await baseQuery(tx).where(inArray(products.id, chunk))) rows.set(row.id, row);
  }
  const edited = ids.filter((id) => !untouched.has(id));
  return { rows, edited };
}

function editedMessage(edited: readonly number[], rows: ReadonlyMap<number, ProductRow>) {
  const named = edited.slice(0, 3).map((id) => {
    const row = rows.get(id);
    return row ? `${row.reference} « ${row.titre} » (modifié)` : `le produit n° ${id} (supprimé)`;
  });
  const more = edited.length > named.length ? ` et ${edited.length - named.length} autre(s)` : '';
  const count = edited.length > 1 ? `${edited.length} produits ont changé` : 'un produit a changé';
  return `Annulation impossible : ${count} depuis l’import : ${named.join(', ')}${more}. Rien n’a été annulé, pour ne pas effacer ces modifications : reprenez les autres produits un par un depuis leur Historique.`;
}

async function undoInTransaction(tx: Database, id: number, actor: JournalActor, now: Date) {
  // Two undos of one import wait for each other; the second then finds the first's line.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`product-import-undo:${id}`}, 0))`,
  );
  const record = await findImport(tx, id);
  if (!record) throw new ApiError(404, 'not_found', 'Import introuvable.');
  const undone = await findUndo(tx, record);
  if (undone) {
    const by = undone.email ? ` par ${undone.email}` : '';
    throw new ApiError(
      409,
      'already_undone',
      `Cet import a déjà été annulé, le ${when(undone.at)}${by}.`,
    );
  }
  if (now.getTime() > record.at.getTime() + importUndoMs) {
    throw new ApiError(
      409,
      'undo_expired',
      `Cet import ne peut plus être annulé : c’est possible pendant ${limits.importUndoMinutes} minutes après l’import (fait le ${when(record.at)}). Reprenez les produits un par un depuis leur Historique.`,
    );
  }
  const imported = await importedProducts(tx, record);
  const { rows, edited } = await lockImported(tx, record, [
    ...imported.created,
    ...imported.updated,
  ]);
  if (edited.length > 0) throw new ApiError(409, 'edited_since', editedMessage(edited, rows));
  const updated = imported.updated.flatMap((productId) => rows.get(productId) ?? []);
  const previous = await versionsBefore(tx, imported.updated);
  const lost = updated.find((row) => !previous.has(row.id));
  if (lost) {
    throw new ApiError(
      409,
      'no_previous_version',
      `Annulation impossible : la version d’avant l’import de ${lost.reference} « ${lost.titre} » n’est plus gardée. Rien n’a été annulé.`,
    );
  }
  const restored = await restoreVersions(tx, updated, previous, actor);
  const created = imported.created.flatMap((productId) => rows.get(productId) ?? []);
  const removed = await removeCreated(tx, created, actor);
  await recordJournalLine(tx, actor, {
    action: 'annulation_import',
    entityType: 'produit',
    entityId: record.id,
    entityLabel: `Import du ${when(record.at)} annulé : ${restored} produit(s) rétabli(s), ${removed} supprimé(s)`,
  });
  return { restored, removed };
}

/** Undoes the import whose journal line is `id`; `now` is the caller's clock. */
export async function undoImport(
  db: Database,
  id: number,
  actor: JournalActor,
  now: Date,
): Promise<ProductImportUndo> {
  try {
    return await db.transaction((tx) => undoInTransaction(tx, id, actor, now));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    rethrowDatabaseError(error);
  }
}
