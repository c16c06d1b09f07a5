/**
 * A local draft of the article form, per article, offered back after a crash or a closed tab.
 * The storage is passed in (window.localStorage in the browser, a Map in tests, null when there is
 * none); it can be disabled or full, so nothing here throws: reads give null, writes give false.
 */
import * as v from 'valibot';
import { sameFields } from '../../machines/article-save.rules';
import { type ArticleFields, ArticleFieldsSchema } from './article-fields.schema';

export interface Draft {
  fields: ArticleFields;
  /** The version the form was loaded at (null for a new article). */
  version: string | null;
  savedAt: Date;
}

/** The part of the Web Storage API a draft needs. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
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
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = v.safeParse(DraftSchema, data);
  return result.success ? result.output : null;
}

/** Offer the draft only when restoring it would change what the form shows. */
export function shouldOfferDraft(draft: Draft | null, current: ArticleFields): boolean {
  return draft !== null && !sameFields(draft.fields, current);
}

export function readDraft(storage: DraftStorage | null, key: string): Draft | null {
  try {
    return parseDraft(storage?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

export function writeDraft(storage: DraftStorage | null, key: string, draft: Draft): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, serializeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: DraftStorage | null, key: string): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
