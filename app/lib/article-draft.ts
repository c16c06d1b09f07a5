/**
 * A local draft of the article form, per article, offered back after a crash or a closed tab.
 * The storage is passed in and may refuse; nothing here throws (see safe-storage).
 */
import * as v from 'valibot';
import { sameFields } from '../../machines/article-save.rules';
import { type ArticleFields, ArticleFieldsSchema } from './article-fields.schema';
import { parseStored, type StorageLike, safeGet, safeRemove, safeSet } from './safe-storage';

export interface Draft {
  fields: ArticleFields;
  /** The version the form was loaded at (null for a new article). */
  version: string | null;
  savedAt: Date;
}

const DraftSchema = v.object({
  fields: ArticleFieldsSchema,
  version: v.nullable(v.string()),
  savedAt: v.pipe(
    v.string(),
    v.isoTimestamp(),
    v.transform((text) => new Date(text)),
  ),
});

export const articleDraftKey = (articleId: number | null) =>
  articleId === null ? 'articleDraft:new' : `articleDraft:${articleId}`;

export function serializeDraft(draft: Draft): string {
  return JSON.stringify({
    fields: draft.fields,
    version: draft.version,
    savedAt: draft.savedAt.toISOString(),
  });
}

/** A draft written by this or an older build; anything else (corrupt, foreign) is null. */
export function parseDraft(raw: string | null): Draft | null {
  return parseStored(DraftSchema, raw);
}

/** Offer the draft only when restoring it would change what the form shows. */
export function shouldOfferDraft(draft: Draft | null, current: ArticleFields): boolean {
  return draft !== null && !sameFields(draft.fields, current);
}

export function readDraft(storage: StorageLike | null, key: string): Draft | null {
  return parseDraft(safeGet(storage, key));
}

export function writeDraft(storage: StorageLike | null, key: string, draft: Draft): boolean {
  return safeSet(storage, key, () => serializeDraft(draft));
}

export function clearDraft(storage: StorageLike | null, key: string): boolean {
  return safeRemove(storage, key);
}
