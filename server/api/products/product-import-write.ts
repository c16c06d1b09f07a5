import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { limits } from '#config';
import { journalChanges } from '#domain/journal-changes.ts';
import { productRevisionFields } from '#domain/revisions.ts';
import type { JournalChange } from '#domain/staff.ts';
import type { Database } from '#server/db/connection.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import { contentRevisions, journalLines, products } from '#server/db/tables.ts';
import { productDiff } from '../journal/journal-lines.ts';
import type { ImportPlan } from './product-import-plan.ts';

// Batched writes of an import (issue 24): a few statements per thousand rows, never one per row,
// so 10,000 rows stay well under 10 s on PostgreSQL (scripts/bench-csv-import.ts).

const chunkSize = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize) {
    out.push(items.slice(start, start + chunkSize));
  }
  return out;
}

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

type Saved = { id: number; titre: string; changes: JournalChange[] } & Parameters<
  typeof productRevisionFields
>[0];

const editable = sql.raw(`titre, slug, categorie_id, prix, devise, est_actif, description_courte,
  description_html, description, seo_description`);
const editableTypes = sql.raw(`titre text, slug text, categorie_id integer, prix numeric,
  devise text, est_actif boolean, description_courte text, description_html text,
  description text, seo_description text`);

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
      seo_description = v.seo_description, modifie_le = now()
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
 * One journal line per product, dated as recordJournalLine dates them. Rows travel as one JSON
 * parameter per thousand (jsonb_to_recordset): binding 9,000 parameters costs more than the insert.
 */
async function recordLines(
  tx: Database,
  actor: JournalActor,
  action: 'creation' | 'modification',
  saved: readonly Saved[],
) {
  for (const chunk of chunks(saved)) {
    const lines = chunk.map((product) => ({
      entity_id: String(product.id),
      entity_label: product.titre.slice(0, 300),
      changes: product.changes,
    }));
    await tx.execute(sql`insert into ${journalLines}
      (at, actor_id, actor_email, ip, action, entity_type, entity_id, entity_label, changes,
        request_id)
      select clock_timestamp(), ${actor.actorId}::integer, ${actor.actorEmail}::text,
        ${actor.ip?.slice(0, 64) ?? null}::text, ${action}, 'produit', line.entity_id,
        line.entity_label, line.changes, ${actor.requestId?.slice(0, 128) ?? null}::text
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as line(entity_id text, entity_label text, changes jsonb)`);
  }
}

/**
 * Each save keeps its revision (docs/decisions/020). Only updated products can have more than
 * `revisionsKept`: theirs are pruned to the newest, in one statement per thousand.
 */
async function keepRevisions(
  tx: Database,
  actor: JournalActor,
  saved: readonly Saved[],
  prune: boolean,
) {
  for (const chunk of chunks(saved)) {
    const revisions = chunk.map((product) => ({
      entity_id: product.id,
      fields: productRevisionFields(product),
    }));
    await tx.execute(sql`insert into ${contentRevisions} (entity_type, entity_id, author_id, author_email, fields)
      select 'produit', revision.entity_id, ${actor.actorId}::integer, ${actor.actorEmail}::text,
        revision.fields
      from jsonb_to_recordset(${JSON.stringify(revisions)}::jsonb)
        as revision(entity_id integer, fields jsonb)`);
    if (!prune) continue;
    const ofChunk = and(
      eq(contentRevisions.entity_type, 'produit'),
      inArray(
        contentRevisions.entity_id,
        chunk.map((product) => product.id),
      ),
    );
    await tx.execute(sql`delete from ${contentRevisions} using (
        select id, row_number() over (partition by entity_id order by id desc) as n
        from ${contentRevisions} where ${ofChunk}
      ) as ranked
      where ${contentRevisions.id} = ranked.id and ranked.n > ${limits.revisionsKept}`);
  }
}

/** Writes a plan without refusals, in the caller's transaction. */
export async function writeImport(tx: Database, plan: ImportPlan, actor: JournalActor) {
  const created = await insertAll(tx, plan);
  const updated = await updateAll(tx, plan);
  await recordLines(tx, actor, 'creation', created);
  await recordLines(tx, actor, 'modification', updated);
  await keepRevisions(tx, actor, created, false);
  await keepRevisions(tx, actor, updated, true);
  return { created: created.length, updated: updated.length, unchanged: plan.unchanged.length };
}
