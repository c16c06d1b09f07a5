import { describe, expect, it } from 'vitest';
import {
  checkRentalForm,
  emptyRentalForm,
  type RentalFormValues,
  rentalFormQuote,
} from '#app/lib/rental-form.ts';
import { rentalPhoneMessage } from '#domain/rental-phone.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { bedTerms } from '#tests/shared/rental-terms.ts';

const bed: RentalTerms = { ...bedTerms, boutiques: ['centre-urbain-nord'] };
const rules = { today: '2026-11-29', maxDays: 180 };
const filled: RentalFormValues = {
  ...emptyRentalForm,
  produit: '12',
  debut: '2026-12-01',
  fin: '2026-12-21',
  nom: 'Amel Ben Salah',
  telephone: '98 750 750',
  boutique: 'centre-urbain-nord',
};

describe('the new reservation form', () => {
  it('sends the body the API expects, with the shop or the address the way needs', () => {
    const checked = checkRentalForm(filled, bed, rules);
    expect(checked).toEqual({
      ok: true,
      body: expect.objectContaining({
        produit_id: 12,
        quantite: 1,
        retrait: 'boutique',
        boutique: 'centre-urbain-nord',
        statut: 'confirmee',
      }),
    });
    const delivered = checkRentalForm(
      { ...filled, retrait: 'livraison', adresse: '12 rue de Marseille' },
      bed,
      rules,
    );
    expect(delivered.ok && delivered.body).toMatchObject({ adresse: '12 rue de Marseille' });
    expect(delivered.ok && 'boutique' in delivered.body).toBe(false);
  });

  it('says in French what is wrong, field by field', () => {
    const checked = checkRentalForm(
      { ...emptyRentalForm, telephone: '123', retrait: 'livraison' },
      undefined,
      rules,
    );
    expect(checked.ok ? {} : checked.errors).toMatchObject({
      produit_id: 'Choisissez le matériel.',
      debut: 'Indiquez la date de début.',
      nom: rentalMessages.nom,
      telephone: rentalPhoneMessage,
      adresse: rentalMessages.adresse,
    });
  });

  it('refuses dates the product does not allow, and delivery of what is not delivered', () => {
    const short = checkRentalForm({ ...filled, fin: '2026-12-03' }, bed, rules);
    expect(short.ok ? null : short.errors.fin).toBe('Ce matériel se loue pour au moins 7 jours.');
    const notDelivered = checkRentalForm(
      { ...filled, retrait: 'livraison', adresse: 'Tunis' },
      { ...bed, frais_livraison: null },
      rules,
    );
    expect(notDelivered.ok ? null : notDelivered.errors.retrait).toBe(
      rentalMessages.livraisonAbsente,
    );
  });

  it('prices the dates typed: 3 weeks of 2 beds, delivered', () => {
    expect(
      rentalFormQuote({ ...filled, quantite: '2', retrait: 'livraison' }, bed, rules),
    ).toMatchObject({
      detail: { mois: 0, semaines: 3, jours: 0 },
      location: 840,
      livraison: 30,
      total: 870,
      caution: 1000,
    });
    expect(rentalFormQuote({ ...filled, fin: '' }, bed, rules)).toBeNull();
  });
});
