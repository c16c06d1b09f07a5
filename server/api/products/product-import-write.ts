import { inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { journalChanges } from '#domain/journal-changes.ts';
import type { Database } from '#server/db/connection.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import { products } from '#server/db/tables.ts';
import { productDiff } from '../journal/journal-lines.ts';
import {
  chunks,
  keepRevisions,
  keepVersionsBefore,
  recordLines,
  type Saved,
} from './product-import-batches.ts';
import type { ImportPlan } from './product-import-plan.ts';
import { recordImport } from './product-import-record.ts';

// Batched writes of an import (issue 24): a few statements per thousand rows, never one per row,
// so 10,000 rows stay well under 10 s on PostgreSQL (scripts/bench-csv-import.ts).

/** Locks the products the file names (id order, as lockRows), so the plan read next holds. */
export async function lockReferences(tx: Database, references: readonly string[]) {
  for (const chunk of chunks(references)) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.reference, chunk))
      .orderBy(products.id)
      .for('no key update');
  }
}

const editable = sql.raw(`titre, slug, categorie_id, prix, devise, est_actif, description_courte,
  description_html, description, seo_description, caracteristiques, location`);
const editableTypes = sql.raw(`titre text, slug text, categorie_id integer, prix numeric,
  devise text, est_actif boolean, description_courte text, description_html text,
  description text, seo_description text, caracteristiques jsonb, location jsonb`);

/**
 * INSERT … SELECT FROM jsonb_to_recordset per thousand rows. Rows without a reference leave the
 * column out, for its default (the next REF-nnnnnn). Only the keys come back: the rest is what
 * was sent (slugs are unique within the file).
 */
async function insertAll(tx: Database, plan: ImportPlan): Promise<Saved[]> {
  const saved: Saved[] = [];
  for (const chunk of chunks(plan.creates)) {
    const named = chunk.filter((row) => row.reference !== null);
    const unnamed = chunk.filter((row) => row.reference === null);
    const rows = [];
    for (const [group, withReference] of [
      [named, true],
      [unnamed, false],
    ] as const) {
      if (group.length === 0) continue;
      const json = JSON.stringify(group.map(({ reference, values }) => ({ ...values, reference })));
      const reference = sql.raw(withReference ? ', reference' : '');
      const inserted = await tx.execute(sql`insert into ${products} (${editable}${reference})
        select ${editable}${reference} from jsonb_to_recordset(${json}::jsonb)
          as v(${editableTypes}, reference text)
        returning id, slug, reference`);
      rows.push(...v.parse(InsertedRows, inserted).rows);
    }
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    for (const { values } of chunk) {
      const keys = bySlug.get(values.slug);
      if (!keys) throw new Error(`import: no row returned for ${values.slug}`);
      const product = { ...values, ...keys, image: null, image_miniature: null, galerie_json: [] };
      saved.push({ ...product, changes: journalChanges(null, product, productDiff) });
    }
  }
  return saved;
}

const InsertedRows = v.object({
  rows: v.array(v.object({ id: v.number(), slug: v.string(), reference: v.string() })),
});

/** One UPDATE … FROM jsonb_to_recordset per thousand rows (one parameter, as the journal's). */
async function updateAll(tx: Database, plan: ImportPlan): Promise<Saved[]> {
  const saved: Saved[] = [];
  for (const chunk of chunks(plan.updates)) {
    const rows = chunk.map(({ before, values }) => ({ id: before.id, ...values }));
    await tx.execute(sql`update ${products} set
      titre = v.titre, slug = v.slug, categorie_id = v.categorie_id, prix = v.prix,
      devise = v.devise, est_actif = v.est_actif, description_courte = v.description_courte,
      description_html = v.description_html, description = v.description,
      seo_description = v.seo_description, caracteristiques = v.caracteristiques,
      location = v.location, modifie_le = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id integer, ${editableTypes})
      where ${products.id} = v.id`);
    for (const { before, values } of chunk) {
      const after = { ...before, ...values };
      saved.push({ ...after, changes: journalChanges(before, after, productDiff) });
    }
  }
  return saved;
}

/**
 * Writes a plan without refusals, in the caller's transaction. The import's own journal line
 * comes first (product-import-record.ts): every line of the apply carries its key, for the undo.
 */
export async function writeImport(tx: Database, plan: ImportPlan, actor: JournalActor) {
  const counts = { created: plan.creates.length, updated: plan.updates.length };
  const record = counts.created + counts.updated > 0 ? await recordImport(tx, actor, counts) : null;
  const byImport = record ? { ...actor, requestId: record.key } : actor;
  const created = await insertAll(tx, plan);
  const updated = await updateAll(tx, plan);
  await recordLines(tx, byImport, 'creation', created);
  await recordLines(tx, byImport, 'modification', updated);
  await keepRevisions(tx, byImport, created, false);
  await keepVersionsBefore(
    tx,
    plan.updates.map((update) => update.before),
  );
  await keepRevisions(tx, byImport, updated, true);
  return {
    created: created.length,
    updated: updated.length,
    unchanged: plan.unchanged.length,
    undo: record ? { id: record.id, until: record.until.toISOString() } : null,
  };
}
