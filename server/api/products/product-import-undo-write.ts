/**
 * The writes of "Annuler cet import" (issue 36 §5), batched as the import's: updated products get
 * their version from before the import back (a save: journaled `restauration`, a new revision),
 * created ones are deleted for good (journaled `suppression_definitive` with every field).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { sameCharacteristics } from '#domain/characteristics.ts';
import { journalChanges } from '#domain/journal-changes.ts';
import { sameRentalTerms } from '#domain/rental-terms-text.ts';
import { type ProductRevisionFields, ProductRevisionFieldsSchema } from '#domain/revisions.ts';
import type { Database } from '#server/db/connection.ts';
import type { JournalActor } from '#server/db/repositories/journal.repository.ts';
import type { ProductRow } from '#server/db/repositories/products.repository.ts';
import { categories, contentRevisions, products } from '#server/db/tables.ts';
import { productDiff } from '../journal/journal-lines.ts';
import { chunks, keepRevisions, recordLines, type Saved } from './product-import-batches.ts';
import { descriptions } from './product-write-steps.ts';

const Previous = v.object({
  rows: v.array(v.object({ id: v.number(), fields: ProductRevisionFieldsSchema })),
});

/**
 * Each product's version before the import: its second newest revision (the newest is the
 * import's, as nothing saved it since). A product without one is left out of the answer.
 */
export async function versionsBefore(tx: Database, ids: readonly number[]) {
  const found = new Map<number, ProductRevisionFields>();
  for (const chunk of chunks(ids)) {
    const rows = await tx.execute(sql`select p.id::integer as id, r.fields
      from jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb) as p(id)
      cross join lateral (
        select fields from ${contentRevisions}
        where entity_type = 'produit' and entity_id = p.id::integer
        order by id desc offset 1 limit 1
      ) as r`);
    for (const row of v.parse(Previous, rows).rows) found.set(row.id, row.fields);
  }
  return found;
}

const restoredTypes = sql.raw(`id integer, titre text, slug text, categorie_id integer,
  prix numeric, devise text, est_actif boolean, description_courte text, description_html text,
  description text, seo_description text, caracteristiques jsonb, location jsonb`);

/** Puts each product back as it was before the import; answers how many. */
export async function restoreVersions(
  tx: Database,
  current: readonly ProductRow[],
  previous: ReadonlyMap<number, ProductRevisionFields>,
  actor: JournalActor,
) {
  // A category deleted since keeps the current one, as a revision's restore does (decision 020).
  const categoryIds = new Set(
    (await tx.select({ id: categories.id }).from(categories)).map((row) => row.id),
  );
  const saved: Saved[] = [];
  for (const chunk of chunks(current)) {
    const rows = chunk.flatMap((now) => {
      const was = previous.get(now.id);
      if (!was) return [];
      const text =
        was.description_html === now.description_html
          ? { description_html: now.description_html, description: now.description }
          : descriptions(was.description_html);
      const categorie_id =
        was.categorie_id === null || categoryIds.has(was.categorie_id)
          ? was.categorie_id
          : now.categorie_id;
      const values = {
        titre: was.titre,
        slug: was.slug,
        categorie_id,
        prix: was.prix,
        devise: was.devise,
        est_actif: was.est_actif,
        description_courte: was.description_courte,
        description_html: text.description_html ?? null,
        description: text.description ?? null,
        seo_description: was.seo_description,
        // The stored list itself when unchanged, so the restore's journal line does not name it.
        caracteristiques: sameCharacteristics(was.caracteristiques, now.caracteristiques)
          ? now.caracteristiques
          : was.caracteristiques,
        location: sameRentalTerms(was.location, now.location) ? now.location : was.location,
      };
      const after = { ...now, ...values };
      saved.push({ ...after, changes: journalChanges(now, after, productDiff) });
      return [{ id: now.id, ...values }];
    });
    await tx.execute(sql`update ${products} set
      titre = v.titre, slug = v.slug, categorie_id = v.categorie_id, prix = v.prix,
      devise = v.devise, est_actif = v.est_actif, description_courte = v.description_courte,
      description_html = v.description_html, description = v.description,
      seo_description = v.seo_description, caracteristiques = v.caracteristiques,
      location = v.location, modifie_le = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${restoredTypes})
      where ${products.id} = v.id`);
  }
  await recordLines(tx, actor, 'restauration', saved);
  await keepRevisions(tx, actor, saved, true);
  return saved.length;
}

/** Deletes the products the import created, with their revisions; answers how many. */
export async function removeCreated(
  tx: Database,
  rows: readonly ProductRow[],
  actor: JournalActor,
) {
  for (const chunk of chunks(rows)) {
    const ids = chunk.map((row) => row.id);
    await tx
      .delete(contentRevisions)
      .where(
        sql`${eq(contentRevisions.entity_type, 'produit')} and ${inArray(contentRevisions.entity_id, ids)}`,
      );
    await tx.delete(products).where(inArray(products.id, ids));
  }
  const gone = rows.map((row) => ({ ...row, changes: journalChanges(row, null, productDiff) }));
  await recordLines(tx, actor, 'suppression_definitive', gone);
  return rows.length;
}
