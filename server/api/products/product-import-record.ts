/**
 * How an import is remembered for "Annuler cet import" (issue 36 §5), in the journal alone (no
 * table of its own): one `import_produits` line, dated with the transaction's `now()` (the very
 * `modifie_le` the import gives every product it writes), and whose `request_id` is a key of the
 * import that every product line of the apply carries too. docs/decisions/031.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { limits } from '#config';
import { plural } from '#domain/field-display.ts';
import type { Database } from '#server/db/connection.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import { journalLines } from '#server/db/tables.ts';

export const importUndoMs = limits.importUndoMinutes * 60_000;

/** Writes the import's own line, first in its transaction; answers its id, date and key. */
export async function recordImport(
  tx: Database,
  actor: JournalActor,
  counts: { created: number; updated: number },
) {
  const key = `import-${randomUUID()}`;
  const label = `Import CSV : ${plural(counts.created, 'produit créé', 'produits créés')}, ${plural(counts.updated, 'mis à jour', 'mis à jour')}`;
  const [line] = await tx
    .insert(journalLines)
    .values({
      at: sql`now()`,
      actor_id: actor.actorId,
      actor_email: actor.actorEmail,
      ip: actor.ip?.slice(0, 64) ?? null,
      action: 'import_produits',
      entity_type: 'produit',
      entity_label: label,
      request_id: key,
    })
    .returning({ id: journalLines.id, at: journalLines.at });
  if (!line) throw new Error('import: journal line not written');
  return { id: line.id, key, until: new Date(line.at.getTime() + importUndoMs) };
}

export interface ImportRecord {
  id: number;
  at: Date;
  key: string;
}

/** The import's line, or null when the id names no import. */
export async function findImport(tx: Database, id: number): Promise<ImportRecord | null> {
  const [line] = await tx
    .select({ id: journalLines.id, at: journalLines.at, key: journalLines.request_id })
    .from(journalLines)
    .where(and(eq(journalLines.id, id), eq(journalLines.action, 'import_produits')));
  return line?.key ? { id: line.id, at: line.at, key: line.key } : null;
}

/** The undo's line of this import, if it was undone (the action's index, from the import on). */
export async function findUndo(tx: Database, record: ImportRecord) {
  const [line] = await tx
    .select({ at: journalLines.at, email: journalLines.actor_email })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.action, 'annulation_import'),
        gte(journalLines.at, record.at),
        eq(journalLines.entity_id, String(record.id)),
      ),
    )
    .limit(1);
  return line ?? null;
}

const ImportedLines = v.object({
  rows: v.array(
    v.object({ entity_id: v.string(), action: v.picklist(['creation', 'modification']) }),
  ),
});

/**
 * The products the import wrote: its product lines, found by the entity index over the undo's
 * window only (an import's lines are all written within it), then by the import's key.
 */
export async function importedProducts(tx: Database, record: ImportRecord) {
  const found = await tx.execute(sql`select entity_id, action from ${journalLines}
    where entity_type = 'produit' and at >= (select at from ${journalLines} where id = ${record.id})
      and at < (select at from ${journalLines} where id = ${record.id}) + ${`${limits.importUndoMinutes} minutes`}::interval
      and request_id = ${record.key} and action in ('creation', 'modification')`);
  const created: number[] = [];
  const updated: number[] = [];
  for (const row of v.parse(ImportedLines, found).rows) {
    const id = Number(row.entity_id);
    if (row.action === 'creation') created.push(id);
    else updated.push(id);
  }
  return { created, updated };
}

/** The newest import of the last `importUndoMinutes`, unless it was undone (action index). */
export async function latestUndoable(db: Database, now: Date) {
  const [line] = await db
    .select({
      id: journalLines.id,
      at: journalLines.at,
      key: journalLines.request_id,
      label: journalLines.entity_label,
      by: journalLines.actor_email,
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.action, 'import_produits'),
        gt(journalLines.at, new Date(now.getTime() - importUndoMs)),
      ),
    )
    .orderBy(desc(journalLines.at), desc(journalLines.id))
    .limit(1);
  if (!line?.key || (await findUndo(db, { id: line.id, at: line.at, key: line.key }))) return null;
  return {
    id: line.id,
    at: line.at.toISOString(),
    until: new Date(line.at.getTime() + importUndoMs).toISOString(),
    label: line.label ?? 'Import CSV',
    by: line.by,
  };
}
