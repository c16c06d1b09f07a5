import { describe, expect, it } from 'vitest';
import { contactSummaryParts, contactSummaryText } from '#app/lib/contact-summary.ts';

describe('contactSummaryText', () => {
  it.each([
    [{ unhandled: 0, urgent: 0 }, 'Aucune demande non traitée'],
    [{ unhandled: 1, urgent: 0 }, '1 non traitée'],
    [{ unhandled: 1, urgent: 1 }, '1 non traitée, dont 1 urgente'],
    [{ unhandled: 3, urgent: 0 }, '3 non traitées'],
    [{ unhandled: 3, urgent: 1 }, '3 non traitées, dont 1 urgente'],
    [{ unhandled: 12, urgent: 2 }, '12 non traitées, dont 2 urgentes'],
  ])('%o → %s', (summary, text) => {
    expect(contactSummaryText(summary)).toBe(text);
  });

  it('gives the urgent part apart, or null', () => {
    expect(contactSummaryParts({ unhandled: 4, urgent: 2 })).toEqual({
      unhandled: '4 non traitées',
      urgent: '2 urgentes',
    });
    expect(contactSummaryParts({ unhandled: 4, urgent: 0 }).urgent).toBeNull();
  });
});
