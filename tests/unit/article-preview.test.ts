import { describe, expect, it } from 'vitest';
import { previewBanner } from '#domain/article-preview.ts';

const now = new Date('2026-03-01T10:00:00Z');

describe('previewBanner', () => {
  it('names drafts and archived articles', () => {
    expect(previewBanner('brouillon', null, now)).toBe('Brouillon — non publié');
    expect(previewBanner('archive', '2025-01-01T00:00:00Z', now)).toBe('Archivé — non publié');
  });

  it('names a publication still to come, and none for a published article', () => {
    expect(previewBanner('publie', '2026-03-02T00:00:00Z', now)).toBe('Programmé — non publié');
    expect(previewBanner('publie', '2026-02-28T00:00:00Z', now)).toBeNull();
    expect(previewBanner('publie', null, now)).toBeNull();
  });

  it('still warns for a status it does not know', () => {
    expect(previewBanner(null, null, now)).toBe('Non publié');
    expect(previewBanner('autre', null, now)).toBe('Non publié');
  });
});
