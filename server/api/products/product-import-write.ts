import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { limits } from '#config';
import { auditChanges } from '#domain/audit-changes.ts';
import { productRevisionFields } from '#domain/revisions.ts';
import type { AuditChange } from '#domain/staff.ts';
import type { Database } from '#server/db/connection.ts';
import type { AuditActor } from '#server/db/repositories/audit.repository.ts';
import { productOwnColumns } from '#server/db/repositories/products.repository.ts';
import { auditLog, contentRevisions, products } from '#server/db/schema.ts';
import { productDiff } from '../journal/journal-lines.ts';
import type { ImportPlan, ImportValues } from './product-import-plan.ts';

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

type Saved = { id: number; titre: string; changes: AuditChange[] } & Parameters<
  typeof productRevisionFields
>[0];

async function insertAll(tx: Database, plan: ImportPlan): Promise<Saved[]> {
  const saved: Saved[] = [];
  for (const chunk of chunks(plan.creates)) {
    const rows = await tx
      .insert(products)
      .values(
        chunk.map(({ reference, values }) => ({ ...values, ...(reference ? { reference } : {}) })),
      )
      .returning(productOwnColumns);
    for (const row of rows) saved.push({ ...row, changes: auditChanges(null, row, productDiff) });
  }
  return saved;
}

const valueRow = (id: number, values: ImportValues): SQL =>
  sql`(${id}::integer, ${values.titre}::text, ${values.slug}::text, ${values.categorie_id}::integer,
    ${values.prix}::numeric, ${values.devise}::text, ${values.est_actif}::boolean,
    ${values.description_courte}::text, ${values.description_html}::text,
    ${values.description}::text, ${values.seo_description}::text)`;

/** One UPDATE … FROM (VALUES …) per thousand rows. */
async function updateAll(tx: Database, plan: ImportPlan): Promise<Saved[]> {
  const saved: Saved[] = [];
  for (const chunk of chunks(plan.updates)) {
    const rows = sql.join(
      chunk.map(({ before, values }) => valueRow(before.id, values)),
      sql`, `,
    );
    await tx.execute(sql`update ${products} set
      titre = v.titre, slug = v.slug, categorie_id = v.categorie_id, prix = v.prix,
      devise = v.devise, est_actif = v.est_actif, description_courte = v.description_courte,
      description_html = v.description_html, description = v.description,
      seo_description = v.seo_description, modifie_le = now()
      from (values ${rows}) as v(id, titre, slug, categorie_id, prix, devise, est_actif,
        description_courte, description_html, description, seo_description)
      where ${products.id} = v.id`);
    for (const { before, values } of chunk) {
      const after = { ...before, ...values };
      saved.push({ ...after, changes: auditChanges(before, after, productDiff) });
    }
  }
  return saved;
}

/** One journal line per product, in batches, dated as recordAudit dates them. */
async function recordLines(
  tx: Database,
  actor: AuditActor,
  action: 'creation' | 'modification',
  saved: readonly Saved[],
) {
  for (const chunk of chunks(saved)) {
    await tx.insert(auditLog).values(
      chunk.map((product) => ({
        at: sql`clock_timestamp()`,
        actor_id: actor.actorId,
        actor_email: actor.actorEmail,
        ip: actor.ip?.slice(0, 64) ?? null,
        action,
        entity_type: 'produit',
        entity_id: String(product.id),
        entity_label: product.titre.slice(0, 300),
        changes: product.changes,
      })),
    );
  }
}

/** Each save keeps its revision (docs/decisions/020), pruned to the newest `revisionsKept`. */
async function keepRevisions(tx: Database, actor: AuditActor, saved: readonly Saved[]) {
  for (const chunk of chunks(saved)) {
    await tx.insert(contentRevisions).values(
      chunk.map((product) => ({
        entity_type: 'produit' as const,
        entity_id: product.id,
        author_id: actor.actorId,
        author_email: actor.actorEmail,
        fields: { ...productRevisionFields(product) },
      })),
    );
    const ids = chunk.map((product) => product.id);
    const ofChunk = and(
      eq(contentRevisions.entity_type, 'produit'),
      inArray(contentRevisions.entity_id, ids),
    );
    await tx.execute(sql`delete from ${contentRevisions} using (
        select id, row_number() over (partition by entity_id order by id desc) as n
        from ${contentRevisions} where ${ofChunk}
      ) as ranked
      where ${contentRevisions.id} = ranked.id and ranked.n > ${limits.revisionsKept}`);
  }
}

/** Writes a plan without refusals, in the caller's transaction. */
export async function writeImport(tx: Database, plan: ImportPlan, actor: AuditActor) {
  const created = await insertAll(tx, plan);
  const updated = await updateAll(tx, plan);
  await recordLines(tx, actor, 'creation', created);
  await recordLines(tx, actor, 'modification', updated);
  await keepRevisions(tx, actor, [...created, ...updated]);
  return { created: created.length, updated: updated.length, unchanged: plan.unchanged.length };
}
