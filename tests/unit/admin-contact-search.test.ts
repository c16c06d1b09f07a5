import { describe, expect, it } from 'vitest';
import {
  AdminContactSearchSchema,
  contactStatutFilters,
  contactStatutParam,
} from '#domain/admin-contact-search.ts';
import { contactStatutFilterLabels } from '#domain/contact-status.ts';

describe('the status filter of /dashboard/demandes-contact (issue 36 §8)', () => {
  it('reads ?statut=nouvelle|en_cours|traitee and passes it on to the API', () => {
    for (const statut of ['nouvelle', 'en_cours', 'traitee'] as const) {
      const search = AdminContactSearchSchema.parse({ statut });
      expect(search.statut).toBe(statut);
      expect(contactStatutParam(search.statut)).toBe(statut);
    }
  });

  it('"À traiter" asks the API for every request not yet traitée (nouvelle or en cours)', () => {
    const search = AdminContactSearchSchema.parse({ statut: 'a_traiter' });
    expect(search.statut).toBe('a_traiter');
    expect(contactStatutParam(search.statut)).toBe('nouveau');
  });

  it('falls back to "Toutes" (no API filter) for an unknown or former value', () => {
    for (const statut of ['nouveau', 'traite', 'fermee', 3]) {
      const search = AdminContactSearchSchema.parse({ statut });
      expect(search.statut).toBe('toutes');
      expect(contactStatutParam(search.statut)).toBeUndefined();
    }
  });

  it('labels the filters in French', () => {
    expect(contactStatutFilters.map((filter) => contactStatutFilterLabels[filter])).toEqual([
      'Toutes',
      'À traiter',
      'Nouvelles',
      'En cours',
      'Traitées',
    ]);
  });
});
