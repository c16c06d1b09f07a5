/**
 * The batched statements of an import and of its undo (issues 24, 36 §5): one journal line and one
 * revision per product, a statement per thousand rows, never one per row.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { limits } from '#config';
import { productRevisionFields, sameRevisionFields } from '#domain/revisions.ts';
import type { JournalAction, JournalChange } from '#domain/staff.ts';
import type { Database } from '#server/db/connection.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import { contentRevisions, journalLines } from '#server/db/tables.ts';

const chunkSize = 1_000;

export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize) {
    out.push(items.slice(start, start + chunkSize));
  }
  return out;
}

/** A product as written, with the journal's changes of the write. */
export type Saved = { id: number; titre: string; changes: JournalChange[] } & Parameters<
  typeof productRevisionFields
>[0];

/**
 * One journal line per product, dated as recordJournalLine dates them. Rows travel as one JSON
 * parameter per thousand (jsonb_to_recordset): binding 9,000 parameters costs more than the insert.
 */
export async function recordLines(
  tx: Database,
  actor: JournalActor,
  action: JournalAction,
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
export async function keepRevisions(
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

/**
 * The version an undo goes back to (issue 36 §5), by the rule of every save (keep-revision.ts,
 * issue 36 §3): when no revision holds a product's state before the import (saved before
 * revisions existed, or by a write that keeps none), that state is kept, unsigned, ahead of the
 * import's own. A statement or two per thousand.
 */
export async function keepVersionsBefore(
  tx: Database,
  before: readonly ({ id: number; modifie_le: Date } & Parameters<
    typeof productRevisionFields
  >[0])[],
) {
  for (const chunk of chunks(before)) {
    const newest = await tx
      .selectDistinctOn([contentRevisions.entity_id], {
        id: contentRevisions.entity_id,
        fields: contentRevisions.fields,
      })
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.entity_type, 'produit'),
          inArray(
            contentRevisions.entity_id,
            chunk.map((product) => product.id),
          ),
        ),
      )
      .orderBy(contentRevisions.entity_id, desc(contentRevisions.id));
    const newestOf = new Map(newest.map((row) => [row.id, row.fields]));
    const missing = chunk
      .map((product) => ({
        entity_id: product.id,
        fields: productRevisionFields(product),
        // Dated when that state was saved, as every save's baseline (keep-revision.ts).
        created_at: product.modifie_le.toISOString(),
      }))
      .filter((kept) => {
        const held = newestOf.get(kept.entity_id);
        return held === undefined || !sameRevisionFields(held, kept.fields);
      });
    if (missing.length === 0) continue;
    await tx.execute(sql`insert into ${contentRevisions} (entity_type, entity_id, fields, created_at)
      select 'produit', revision.entity_id, revision.fields, revision.created_at
      from jsonb_to_recordset(${JSON.stringify(missing)}::jsonb)
        as revision(entity_id integer, fields jsonb, created_at timestamptz)`);
  }
}
