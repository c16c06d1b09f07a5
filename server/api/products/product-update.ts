import { journalChanges, removedImages } from '#domain/journal-changes.ts';
import { normalizeSlug, slugifyProduct } from '#domain/slugify.ts';
import type { JournalAction } from '#domain/staff.ts';
import {
  type JournalActor,
  recordChanges,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import {
  findProduct,
  type ProductInsert,
  updateProduct,
} from '#server/db/repositories/products.repository.ts';
import { lockRow } from '#server/db/repositories/row-lock.ts';
import { uniqueSlug } from '#server/db/repositories/unique-slug.ts';
import { products } from '#server/db/tables.ts';
import { productDiff, recordImageLines } from '../journal/journal-lines.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { notFound } from '../plumbing/errors.ts';
import { keepProductRevision } from '../revisions/keep-revision.ts';
import { staleVersion } from './product-version.ts';
import { productImages, retryOnUnique } from './product-write-steps.ts';

const slugTarget = { table: products, id: products.id, slug: products.slug };

export interface ProductUpdate {
  values: Partial<ProductInsert>;
  slugInput: string | undefined;
  /** The `modifie_le` the editor loaded: 409 when someone saved since. */
  expectedVersion: Date | undefined;
  /** Images this write stored (journaled as created). */
  added?: readonly string[];
  /** A restore (issue 24): journaled as `restauration`, even when nothing changed. */
  restore?: boolean;
}

/**
 * Updates a product and journals it in one transaction (issue 23): the row is locked first, so
 * the line's "before" is exactly what this write replaced. 404 when gone, 409 when stale.
 */
export async function applyUpdate(
  deps: ApiDeps,
  id: number,
  update: ProductUpdate,
  actor: JournalActor,
) {
  const { values, slugInput, expectedVersion } = update;
  return retryOnUnique(
    () =>
      deps.db.transaction(async (tx) => {
        await lockRow(tx, products, products.id, id);
        const before = await findProduct(tx, id, false);
        if (!before) throw notFound('Produit');
        const slug =
          slugInput === undefined
            ? undefined
            : await uniqueSlug(
                tx,
                slugTarget,
                normalizeSlug(slugInput) ||
                  normalizeSlug(slugifyProduct(values.titre ?? before.titre)) ||
                  'produit',
                id,
              );
        const written = { ...values, ...(slug ? { slug } : {}) };
        // Nothing written while the row exists (it is locked): someone saved first.
        if (!(await updateProduct(tx, id, written, expectedVersion))) {
          throw expectedVersion ? staleVersion() : notFound('Produit');
        }
        const after = await findProduct(tx, id, false);
        if (!after) throw notFound('Produit');
        const action: JournalAction = update.restore ? 'restauration' : 'modification';
        const line = {
          action,
          entityType: 'produit',
          entityId: id,
          entityLabel: after.titre,
          changes: journalChanges(before, after, productDiff),
        } as const;
        await (update.restore
          ? recordJournalLine(tx, actor, line)
          : recordChanges(tx, actor, line));
        await recordImageLines(
          tx,
          actor,
          { kind: 'produit', id, label: after.titre },
          {
            added: update.added ?? [],
            removed: removedImages(productImages(before), productImages(after)),
          },
        );
        await keepProductRevision(tx, after, actor, before);
        return after;
      }),
    false,
  );
}
