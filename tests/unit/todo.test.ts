import { describe, expect, it } from 'vitest';
import { scheduledUntil, type TodoCounts, todoCount, todoLines } from '#domain/todo.ts';

const none: TodoCounts = {
  offlineProducts: 0,
  productsMissingImages: 0,
  draftArticles: 0,
  scheduledArticles: 0,
  unansweredRequests: 0,
  urgentRequests: 0,
};
const texts = (counts: Partial<TodoCounts>) =>
  todoLines({ ...none, ...counts }).map((line) => line.text);

describe('the "À faire" lines (issue 36 §8)', () => {
  it('shows nothing when every count is zero', () => {
    expect(todoLines(none)).toEqual([]);
  });

  it('says each count in French, singular for one', () => {
    expect(
      texts({
        offlineProducts: 1,
        productsMissingImages: 1,
        draftArticles: 1,
        scheduledArticles: 1,
        unansweredRequests: 1,
      }),
    ).toEqual([
      '1 produit hors ligne',
      '1 produit sans image ou sans texte alternatif',
      '1 article en brouillon',
      '1 article programmé dans les 7 prochains jours',
      '1 demande de contact non traitée',
    ]);
  });

  it('says each count in French, plural from two', () => {
    expect(
      texts({
        offlineProducts: 3,
        productsMissingImages: 2,
        draftArticles: 4,
        scheduledArticles: 2,
        unansweredRequests: 5,
      }),
    ).toEqual([
      '3 produits hors ligne',
      '2 produits sans image ou sans texte alternatif',
      '4 articles en brouillon',
      '2 articles programmés dans les 7 prochains jours',
      '5 demandes de contact non traitées',
    ]);
  });

  it('puts unanswered requests first when some are urgent, and says how many', () => {
    expect(texts({ offlineProducts: 2, unansweredRequests: 4, urgentRequests: 1 })).toEqual([
      '4 demandes de contact non traitées, dont 1 urgente',
      '2 produits hors ligne',
    ]);
    expect(todoLines({ ...none, unansweredRequests: 2, urgentRequests: 2 })[0]).toEqual({
      kind: 'requests',
      text: '2 demandes de contact non traitées, dont 2 urgentes',
    });
  });

  it('shows "100+" past the cap the API counts to', () => {
    expect(todoCount(100)).toBe('100');
    expect(todoCount(101)).toBe('100+');
    expect(texts({ offlineProducts: 101, unansweredRequests: 101, urgentRequests: 101 })).toEqual([
      '100+ demandes de contact non traitées, dont 100+ urgentes',
      '100+ produits hors ligne',
    ]);
    expect(texts({ draftArticles: 100 })).toEqual(['100 articles en brouillon']);
  });
});

describe('scheduledUntil: the end of "dans les 7 prochains jours" in Africa/Tunis', () => {
  it('ends at midnight in Tunis, seven calendar days counting today', () => {
    // Saturday 28 November 2026, 10:00 in Tunis (UTC+1).
    expect(scheduledUntil(new Date('2026-11-28T09:00:00Z')).toISOString()).toBe(
      '2026-12-04T23:00:00.000Z',
    );
  });

  it('counts the day as Tunis has it, not as UTC has it', () => {
    // 23:30 UTC on the 28th is already 00:30 on Sunday the 29th in Tunis.
    expect(scheduledUntil(new Date('2026-11-28T23:30:00Z')).toISOString()).toBe(
      '2026-12-05T23:00:00.000Z',
    );
    // 22:59 UTC on the 28th is still Saturday 23:59 in Tunis.
    expect(scheduledUntil(new Date('2026-11-28T22:59:00Z')).toISOString()).toBe(
      '2026-12-04T23:00:00.000Z',
    );
  });

  it('crosses a month and a year end', () => {
    expect(scheduledUntil(new Date('2026-12-29T12:00:00Z')).toISOString()).toBe(
      '2027-01-04T23:00:00.000Z',
    );
  });
});
