/**
 * A local draft of the article form, per article, offered back after a crash or a closed tab.
 * The storage is passed in and may refuse; nothing here throws (see safe-storage).
 */

import { type ArticleFields, ArticleFieldsSchema } from '#domain/article-fields.schema.ts';
import { sameFields } from '#domain/article-save.rules.ts';
import { clearFormDraft, type FormDraft, readFormDraft, writeFormDraft } from './form-draft.ts';
import type { StorageLike } from './safe-storage.ts';

export type Draft = FormDraft<ArticleFields>;

export const articleDraftKey = (articleId: number | null) =>
  articleId === null ? 'articleDraft:new' : `articleDraft:${articleId}`;

/** Offer the draft only when restoring it would change what the form shows. */
export function shouldOfferDraft(draft: Draft | null, current: ArticleFields): boolean {
  return draft !== null && !sameFields(draft.fields, current);
}

/** A draft written by this or an older build; anything else (corrupt, foreign) is null. */
export const readDraft = (storage: StorageLike | null, key: string): Draft | null =>
  readFormDraft(storage, key, ArticleFieldsSchema);

export const writeDraft = (storage: StorageLike | null, key: string, draft: Draft): boolean =>
  writeFormDraft(storage, key, draft);

export const clearDraft = (storage: StorageLike | null, key: string): boolean =>
  clearFormDraft(storage, key);
