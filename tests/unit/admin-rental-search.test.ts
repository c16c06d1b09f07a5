import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AdminRentalSearchSchema,
  RentalTimelineSearchSchema,
} from '#domain/admin-rental-search.ts';
import { AdminRentalQuerySchema } from '#domain/search-queries.schema.ts';

describe('the rental desk’s search params', () => {
  it('reads the filters from the URL and drops what is not valid', () => {
    expect(
      AdminRentalSearchSchema.parse({
        q: ' LOC-2026 ',
        statut: 'confirmee',
        produit: '12',
        boutique: 'lafayette',
        du: '2026-12-01',
        au: 'demain',
        page: '2',
      }),
    ).toEqual({
      q: 'LOC-2026',
      statut: 'confirmee',
      produit: 12,
      boutique: 'lafayette',
      du: '2026-12-01',
      au: undefined,
      telephone: '',
      page: 2,
    });
    expect(AdminRentalSearchSchema.parse({ statut: 'perdue', boutique: 'sousse' })).toEqual({
      q: '',
      statut: undefined,
      boutique: undefined,
      telephone: '',
      page: 1,
    });
  });

  it('is checked again by the server function, refusing what the URL would have corrected', () => {
    const read = AdminRentalSearchSchema.parse({ statut: 'demande', telephone: '98 750 750' });
    expect(v.is(AdminRentalQuerySchema, read)).toBe(true);
    expect(v.is(AdminRentalQuerySchema, { ...read, statut: 'perdue' })).toBe(false);
  });

  it('reads the planning’s product and first day', () => {
    expect(RentalTimelineSearchSchema.parse({ produit: '3', du: '2026-12-07' })).toEqual({
      produit: 3,
      du: '2026-12-07',
    });
    expect(RentalTimelineSearchSchema.parse({ produit: 'lit', du: '7 déc.' })).toEqual({
      produit: undefined,
      du: undefined,
    });
  });
});
