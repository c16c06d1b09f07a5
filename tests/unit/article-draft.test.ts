import { describe, expect, it } from 'vitest';
import {
  articleDraftKey,
  clearDraft,
  type Draft,
  readDraft,
  shouldOfferDraft,
  writeDraft,
} from '#app/lib/article-draft.ts';
import { emptyArticleFields } from '#app/lib/article-form.ts';
import type { ArticleFields } from '#domain/article-fields.schema.ts';
import { memoryStorage } from './fakes/memory-storage.ts';

const fields: ArticleFields = {
  ...emptyArticleFields(),
  titre: 'Bien choisir son lit',
  slug: 'bien-choisir-son-lit',
  nom_auteur: '',
  contenu_html: '<p>Texte en cours…</p>',
  publie_le: '2026-11-20T08:00:00.000Z',
  galerie_json: ['articles/kept.webp'],
};
const draft: Draft = {
  fields,
  version: '2026-11-21T09:30:00.123456Z',
  savedAt: new Date('2026-11-22T10:00:00.000Z'),
};

const quotaExceeded = Object.assign(new Error('The quota has been exceeded.'), {
  name: 'QuotaExceededError',
});

describe('articleDraftKey', () => {
  it('keeps one draft per article, and one for a new article', () => {
    expect(articleDraftKey(null)).toBe('articleDraft:new');
    expect(articleDraftKey(42)).toBe('articleDraft:42');
  });
});

describe('what writeDraft stores, as readDraft reads it', () => {
  const key = articleDraftKey(3);

  it('round-trips a draft, the date included', () => {
    const storage = memoryStorage();
    writeDraft(storage, key, draft);
    const parsed = readDraft(storage, key);
    expect(parsed).toEqual(draft);
    expect(parsed?.savedAt).toBeInstanceOf(Date);
  });

  const stored = { fields, version: null, savedAt: '2026-11-22T10:00:00.000Z' };
  it.each([
    ['nothing stored', null],
    ['corrupt JSON', '{"fields": {'],
    ['not an object', '"bonjour"'],
    ['missing fields', JSON.stringify({ ...stored, fields: undefined })],
    ['an unknown statut', JSON.stringify({ ...stored, fields: { ...fields, statut: 'supprime' } })],
    ['a bad date', JSON.stringify({ ...stored, savedAt: 'hier' })],
    [
      'a gallery not a list',
      JSON.stringify({ ...stored, fields: { ...fields, galerie_json: 'a' } }),
    ],
    ['a numeric version', JSON.stringify({ ...stored, version: 3 })],
  ])('gives null for %s', (_, raw) => {
    const storage = memoryStorage();
    if (raw !== null) storage.entries.set(key, raw);
    expect(readDraft(storage, key)).toBeNull();
  });
});

describe('shouldOfferDraft', () => {
  it('offers a draft only when it differs from what the form shows', () => {
    expect(shouldOfferDraft(draft, fields)).toBe(false);
    expect(shouldOfferDraft(draft, { ...fields, galerie_json: [...fields.galerie_json] })).toBe(
      false,
    );
    expect(shouldOfferDraft(draft, { ...fields, contenu_html: '<p>Texte</p>' })).toBe(true);
    expect(shouldOfferDraft(draft, emptyArticleFields())).toBe(true);
    expect(shouldOfferDraft(null, fields)).toBe(false);
  });
});

describe('readDraft / writeDraft / clearDraft', () => {
  const key = articleDraftKey(7);

  it('writes, reads back and clears a draft under its key', () => {
    const storage = memoryStorage();
    expect(readDraft(storage, key)).toBeNull();
    expect(writeDraft(storage, key, draft)).toBe(true);
    expect([...storage.entries.keys()]).toEqual(['articleDraft:7']);
    expect(readDraft(storage, key)).toEqual(draft);
    expect(readDraft(storage, articleDraftKey(null))).toBeNull();
    expect(clearDraft(storage, key)).toBe(true);
    expect(readDraft(storage, key)).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    const storage = memoryStorage();
    storage.entries.set(key, 'not json');
    expect(readDraft(storage, key)).toBeNull();
  });

  it('never throws when storage is full, disabled or missing', () => {
    const full = memoryStorage(quotaExceeded);
    expect(writeDraft(full, key, draft)).toBe(false);
    expect(readDraft(full, key)).toBeNull();
    expect(clearDraft(full, key)).toBe(false);

    expect(writeDraft(null, key, draft)).toBe(false);
    expect(readDraft(null, key)).toBeNull();
    expect(clearDraft(null, key)).toBe(false);
  });

  it('does not store a draft whose date cannot be written', () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, key, { ...draft, savedAt: new Date(Number.NaN) })).toBe(false);
    expect(storage.entries.size).toBe(0);
  });
});
