import { describe, expect, it } from 'vitest';
import {
  adminArticleSort,
  adminArticleSorts,
  formatAdminDate,
  statusBadge,
  toggledStatus,
} from '#domain/article-status.ts';

describe('statusBadge', () => {
  it('maps each known status to its label and tone', () => {
    expect(statusBadge('publie')).toEqual({ label: 'Publié', tone: 'green' });
    expect(statusBadge('brouillon')).toEqual({ label: 'Brouillon', tone: 'yellow' });
    expect(statusBadge('archive')).toEqual({ label: 'Archivé', tone: 'grey' });
  });

  it('reads an unknown or missing status as a draft', () => {
    for (const statut of ['autre', '', null, undefined]) {
      expect(statusBadge(statut)).toEqual({ label: 'Brouillon', tone: 'yellow' });
    }
  });
});

describe('toggledStatus (SPEC §4)', () => {
  const now = new Date('2026-11-22T13:05:00.000Z');

  it('unpublishes a published article without touching its date', () => {
    expect(toggledStatus({ statut: 'publie', publie_le: '2026-01-01T00:00:00Z' }, now)).toEqual({
      statut: 'brouillon',
    });
  });

  it('publishes a draft and sets publie_le when it is empty', () => {
    expect(toggledStatus({ statut: 'brouillon', publie_le: null }, now)).toEqual({
      statut: 'publie',
      publie_le: '2026-11-22T13:05:00.000Z',
    });
    expect(toggledStatus({ statut: null, publie_le: '  ' }, now)).toEqual({
      statut: 'publie',
      publie_le: '2026-11-22T13:05:00.000Z',
    });
  });

  it('keeps the first publication date when re-publishing', () => {
    expect(toggledStatus({ statut: 'archive', publie_le: '2025-03-01T08:00:00Z' }, now)).toEqual({
      statut: 'publie',
    });
  });
});

describe('adminArticleSorts', () => {
  it('lists the six sorts in order, "Plus récent" first', () => {
    expect(
      adminArticleSorts.map((sort) => [sort.value, sort.label, sort.sortBy, sort.sortOrder]),
    ).toEqual([
      ['recent', 'Plus récent', 'cree_le', 'desc'],
      ['oldest', 'Plus ancien', 'cree_le', 'asc'],
      ['published-recent', 'Publié récemment', 'publie_le', 'desc'],
      ['published-oldest', 'Publié anciennement', 'publie_le', 'asc'],
      ['title-asc', 'Titre A-Z', 'titre', 'asc'],
      ['title-desc', 'Titre Z-A', 'titre', 'desc'],
    ]);
  });

  it('finds the API sort of a value', () => {
    expect(adminArticleSort('title-desc')).toMatchObject({ sortBy: 'titre', sortOrder: 'desc' });
  });
});

describe('formatAdminDate', () => {
  it('formats to the minute in French, in the Tunis time zone (UTC+1)', () => {
    expect(formatAdminDate('2026-11-22T13:05:00Z')).toBe('22 nov. 2026, 14:05');
  });

  it('reads a missing or invalid date as "Date inconnue"', () => {
    expect(formatAdminDate(null)).toBe('Date inconnue');
    expect(formatAdminDate('')).toBe('Date inconnue');
    expect(formatAdminDate('pas une date')).toBe('Date inconnue');
  });
});
