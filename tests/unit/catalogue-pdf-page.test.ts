import { describe, expect, it } from 'vitest';
import {
  editionLabel,
  formatFileSize,
} from '#app/routes/-components/catalogue-pdf/edition-facts.ts';

describe('/catalogue edition facts', () => {
  it('writes file sizes in French units', () => {
    expect(formatFileSize(300)).toBe('1 Ko');
    expect(formatFileSize(481_039)).toBe('470 Ko');
    expect(formatFileSize(1_258_291)).toBe('1,2 Mo');
  });

  it('dates the edition in Tunisia’s time zone, with its pages and size', () => {
    expect(
      editionLabel({ generatedAt: '2026-11-22T13:05:00.000Z', pageCount: 16, sizeBytes: 481_039 }),
    ).toBe('Mis à jour le 22 novembre 2026 à 14:05 · 16 pages · 470 Ko');
    expect(
      editionLabel({ generatedAt: '2026-11-22T13:05:00.000Z', pageCount: 1, sizeBytes: 2048 }),
    ).toBe('Mis à jour le 22 novembre 2026 à 14:05 · 1 page · 2 Ko');
  });

  it('says nothing when the edition is unknown', () => {
    expect(editionLabel(null)).toBeNull();
    expect(editionLabel({ generatedAt: 'not a date', pageCount: 2, sizeBytes: 1 })).toBeNull();
  });
});
