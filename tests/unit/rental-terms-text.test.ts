import { describe, expect, it } from 'vitest';
import { formatFieldValue } from '#domain/field-display.ts';
import {
  notRentedLabel,
  rentalTermsChanges,
  rentalTermsFromJournal,
  rentalTermsOf,
  rentalTermsText,
  sameRentalTerms,
} from '#domain/rental-terms-text.ts';
import { revisionSummary } from '#domain/revision-summary.ts';
import { bedTerms as bed } from '#tests/shared/rental-terms.ts';

const bedText =
  '4 unités · 25 DT / jour · 140 DT / semaine · 450 DT / mois · caution 500 DT · 7 jours minimum · 1 jour entre deux locations · Magasin Centre Urbain Nord, Magasin Lafayette · livraison 30 DT';

describe('rental terms as staff read them', () => {
  it('says every term in French, or that the product is not rented', () => {
    expect(rentalTermsText(bed)).toBe(bedText);
    expect(rentalTermsText(null)).toBe('Non proposé à la location');
    const walker = {
      ...bed,
      unites: 1,
      prix_jour: 2.5,
      prix_semaine: null,
      prix_mois: null,
      duree_min_jours: 1,
      jours_tampon: 0,
      boutiques: ['lafayette'],
      frais_livraison: 0,
    };
    expect(rentalTermsText(walker)).toBe(
      '1 unité · 2,500 DT / jour · caution 500 DT · 1 jour minimum · aucun jour entre deux locations · Magasin Lafayette · livraison gratuite',
    );
    expect(rentalTermsText({ ...walker, frais_livraison: null })).toMatch(/· pas de livraison$/);
  });

  it('reads stored terms whatever the order of their keys; anything else is none', () => {
    // As jsonb answers them: keys in an order of its own.
    const stored = Object.fromEntries(Object.entries(bed).reverse());
    expect(rentalTermsOf(stored)).toEqual(bed);
    expect(rentalTermsOf(null)).toBeNull();
    expect(rentalTermsOf({ ...bed, unites: '4' })).toBeNull();
    expect(rentalTermsOf({ ...bed, boutiques: undefined })).toBeNull();
    expect(sameRentalTerms(rentalTermsOf(stored), bed)).toBe(true);
    expect(sameRentalTerms(bed, { ...bed, boutiques: ['lafayette', 'centre-urbain-nord'] })).toBe(
      false,
    );
    expect(sameRentalTerms(null, null)).toBe(true);
    expect(sameRentalTerms(bed, null)).toBe(false);
  });

  it('names what changed', () => {
    expect(rentalTermsChanges(bed, bed)).toEqual([]);
    expect(rentalTermsChanges(null, bed)).toEqual([`proposé à la location (${bedText})`]);
    expect(rentalTermsChanges(bed, null)).toEqual(['retiré de la location']);
    expect(
      rentalTermsChanges(bed, { ...bed, unites: 5, prix_mois: null, frais_livraison: null }),
    ).toEqual(['4 unités → 5 unités', 'sans 450 DT / mois', 'livraison 30 DT → pas de livraison']);
  });

  it('the journal and the Historique say them with the label « Location »', () => {
    expect(formatFieldValue('location', JSON.stringify(bed))).toBe(bedText);
    expect(formatFieldValue('location', null)).toBe(notRentedLabel);
    // The journal cuts a value past 200 characters: what it kept is still said.
    const cut = `${JSON.stringify({ ...bed, boutiques: ['centre-urbain-nord', 'lafayette', 'x'.repeat(150)] }).slice(0, 199)}…`;
    expect(rentalTermsFromJournal(cut)).toMatch(/^4 unités · 25 DT \/ jour · .* …$/);
    const before = { titre: 'Lit', location: null };
    expect(revisionSummary(before, { titre: 'Lit', location: bed })).toBe(
      `Proposé à la location (${bedText})`,
    );
    expect(
      revisionSummary(
        { titre: 'Lit', location: bed },
        { titre: 'Lit', location: { ...bed, prix_jour: 30 } },
      ),
    ).toBe('Location modifiée : 25 DT / jour → 30 DT / jour');
    expect(revisionSummary({ titre: 'Lit', location: bed }, before)).toBe('Retiré de la location');
    // A version kept before rentals existed had no terms: not a change.
    expect(revisionSummary({ titre: 'Lit' }, before)).toBe('Aucun changement');
  });
});
