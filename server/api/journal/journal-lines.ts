/**
 * How each content write is journaled (issue 23): which fields are long HTML or derived, and the
 * image lines of a write that stores or drops images. Always called with the write's transaction.
 */
import type { JournalDiffOptions } from '#domain/journal-changes.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';

export const articleDiff: JournalDiffOptions = { htmlFields: ['contenu_html'] };

/** `description` is the text of `description_html` (product-writes.ts): one change, not two. */
export const productDiff: JournalDiffOptions = {
  htmlFields: ['description_html'],
  ignore: ['description', 'categorie_nom', 'sous_categorie_nom'],
};

export const categoryDiff: JournalDiffOptions = {};

/** The visitor's message is personal data and long: the journal says who and what, not it. */
export const contactDiff: JournalDiffOptions = { ignore: ['message', 'phone'] };

/** Whose images they are: the product or the article of the write. */
export interface ImageOwner {
  kind: 'produit' | 'article';
  /** Null for an article image uploaded before its article is saved. */
  id: number | null;
  label: string | null;
}

/** One `image` line per image stored (creation) and per image dropped (suppression). */
export async function recordImageLines(
  tx: Database,
  actor: JournalActor,
  owner: ImageOwner,
  images: { added?: readonly string[]; removed?: readonly string[] },
): Promise<void> {
  const ownerId = owner.id === null ? null : String(owner.id);
  const ownerChange = (before: string | null, after: string | null) =>
    ownerId === null ? [] : [{ field: owner.kind, before, after }];
  for (const path of images.added ?? []) {
    await recordJournalLine(tx, actor, {
      action: 'creation',
      entityType: 'image',
      entityId: path,
      entityLabel: owner.label,
      changes: ownerChange(null, ownerId),
    });
  }
  for (const path of images.removed ?? []) {
    await recordJournalLine(tx, actor, {
      action: 'suppression',
      entityType: 'image',
      entityId: path,
      entityLabel: owner.label,
      changes: ownerChange(ownerId, null),
    });
  }
}
