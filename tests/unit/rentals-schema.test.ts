import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RentalTermsInput } from '#domain/rental-terms.schema.ts';
import {
  RentalRequestBody,
  RentalStaffCreateBody,
  rentalMessages,
} from '#domain/rentals.schema.ts';
import { bedTerms as terms } from '#tests/shared/rental-terms.ts';

/** Each issue's field path and message. */
const problems = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return (result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);
};

describe('RentalTermsInput', () => {
  it('takes whole terms, without week, month or delivery prices too', () => {
    expect(v.parse(RentalTermsInput, terms)).toEqual(terms);
    const daily = { ...terms, prix_semaine: null, prix_mois: null, frais_livraison: null };
    expect(v.parse(RentalTermsInput, daily)).toEqual(daily);
    expect(v.parse(RentalTermsInput, { ...terms, caution: 0, jours_tampon: 0 })).toMatchObject({
      caution: 0,
      jours_tampon: 0,
    });
  });

  it('keeps amounts to the millime, without a float’s drift', () => {
    expect(v.parse(RentalTermsInput, { ...terms, prix_jour: 0.1 + 0.2 }).prix_jour).toBe(0.3);
    expect(v.parse(RentalTermsInput, { ...terms, caution: 1234.5 }).caution).toBe(1234.5);
  });

  it('names each bad value in French', () => {
    const cases: [object, string, string][] = [
      [{ unites: 0 }, 'unites', 'au moins 1 unité'],
      [{ unites: 501 }, 'unites', 'au plus 500 unités'],
      [{ unites: 1.5 }, 'unites', 'doit être un entier'],
      [{ prix_jour: 0 }, 'prix_jour', 'doit être positif'],
      [{ prix_jour: '25' }, 'prix_jour', 'doit être un nombre'],
      [{ prix_semaine: 10.0001 }, 'prix_semaine', 'au plus 3 décimales'],
      [{ prix_mois: 2_000_000 }, 'prix_mois', 'montant trop élevé'],
      [{ caution: -1 }, 'caution', 'ne peut pas être négative'],
      [{ duree_min_jours: 0 }, 'duree_min_jours', 'au moins 1 jour'],
      [{ duree_min_jours: 366 }, 'duree_min_jours', 'au plus 365 jours'],
      [{ jours_tampon: -1 }, 'jours_tampon', 'ne peut pas être négatif'],
      [{ jours_tampon: 31 }, 'jours_tampon', 'au plus 30 jours'],
      [{ boutiques: [] }, 'boutiques', 'au moins un magasin'],
      [{ boutiques: ['sousse'] }, 'boutiques.0', 'magasin inconnu'],
      [{ frais_livraison: -0.5 }, 'frais_livraison', 'ne peuvent pas être négatifs'],
    ];
    for (const [change, path, message] of cases) {
      expect(problems(RentalTermsInput, { ...terms, ...change }), path).toEqual([[path, message]]);
    }
  });

  it('refuses unknown and missing fields', () => {
    expect(problems(RentalTermsInput, { ...terms, remise: 5 })[0]?.[0]).toBe('remise');
    expect(problems(RentalTermsInput, { ...terms, remise: 5 })[0]?.[1]).toBe('champ inconnu');
    const { caution: _, ...noDeposit } = terms;
    expect(problems(RentalTermsInput, noDeposit)).toEqual([['caution', 'champ obligatoire']]);
    expect(problems(RentalTermsInput, 'termes')).toEqual([[null, 'doit être un objet JSON']]);
  });
});

const request = {
  produit_id: 12,
  debut: '2026-12-01',
  fin: '2026-12-21',
  nom: ' Amira Ben Salah ',
  telephone: '98 750 750',
  retrait: 'boutique',
  boutique: 'lafayette',
  consentement: true,
};

describe('RentalRequestBody (a visitor’s request)', () => {
  it('takes a pickup request, normalised, with its defaults', () => {
    expect(v.parse(RentalRequestBody, request)).toEqual({
      ...request,
      nom: 'Amira Ben Salah',
      telephone: '+21698750750',
      quantite: 1,
      email: '',
      adresse: '',
      note: '',
    });
  });

  it('needs the shop for a pickup and the address for a delivery', () => {
    const { boutique: _, ...noShop } = request;
    expect(problems(RentalRequestBody, noShop)).toEqual([['boutique', rentalMessages.boutique]]);
    const delivery = { ...noShop, retrait: 'livraison' };
    expect(problems(RentalRequestBody, delivery)).toEqual([['adresse', rentalMessages.adresse]]);
    expect(problems(RentalRequestBody, { ...delivery, adresse: '   ' })).toEqual([
      ['adresse', rentalMessages.adresse],
    ]);
    expect(
      v.parse(RentalRequestBody, { ...delivery, adresse: '12 rue de Marseille, Tunis' }).adresse,
    ).toBe('12 rue de Marseille, Tunis');
    expect(problems(RentalRequestBody, { ...request, boutique: 'sousse' })).toEqual([
      ['boutique', rentalMessages.boutique],
    ]);
  });

  it('needs the consent, a name, a Tunisian phone and a valid e-mail when one is given', () => {
    expect(problems(RentalRequestBody, { ...request, consentement: false })).toEqual([
      ['consentement', rentalMessages.consentement],
    ]);
    const { consentement: _, ...noConsent } = request;
    expect(problems(RentalRequestBody, noConsent)).toEqual([
      ['consentement', rentalMessages.consentement],
    ]);
    expect(problems(RentalRequestBody, { ...request, nom: '  ' })).toEqual([
      ['nom', rentalMessages.nom],
    ]);
    expect(problems(RentalRequestBody, { ...request, telephone: '12' })[0]?.[0]).toBe('telephone');
    const { nom: _n, telephone: _t, ...anonymous } = request;
    expect(problems(RentalRequestBody, anonymous)).toEqual([
      ['nom', rentalMessages.nom],
      ['telephone', rentalMessages.telephone],
    ]);
    expect(problems(RentalRequestBody, { ...request, email: 'amira@' })).toEqual([
      ['email', rentalMessages.email],
    ]);
    expect(v.parse(RentalRequestBody, { ...request, email: 'amira@example.tn' }).email).toBe(
      'amira@example.tn',
    );
  });

  it('refuses unknown fields (a price sent by the browser among them) and bad quantities', () => {
    expect(problems(RentalRequestBody, { ...request, prix: 1 })[0]?.[0]).toBe('prix');
    expect(problems(RentalRequestBody, { ...request, quantite: 11 })).toEqual([
      ['quantite', 'au plus 10'],
    ]);
    expect(problems(RentalRequestBody, { ...request, quantite: 0 })).toEqual([
      ['quantite', 'au moins 1'],
    ]);
    expect(problems(RentalRequestBody, { ...request, debut: '01/12/2026' })).toEqual([
      ['debut', 'doit être une date AAAA-MM-JJ'],
    ]);
    expect(v.parse(RentalRequestBody, { ...request, site_web: '' }).site_web).toBe('');
  });
});

describe('RentalStaffCreateBody (a reservation taken by phone)', () => {
  it('is confirmed unless said otherwise, takes no consent, and needs the same shop or address', () => {
    const { consentement: _, ...byPhone } = request;
    expect(v.parse(RentalStaffCreateBody, byPhone).statut).toBe('confirmee');
    expect(v.parse(RentalStaffCreateBody, { ...byPhone, statut: 'demande' }).statut).toBe(
      'demande',
    );
    expect(problems(RentalStaffCreateBody, request)[0]?.[0]).toBe('consentement');
    expect(
      problems(RentalStaffCreateBody, { ...byPhone, retrait: 'livraison', boutique: undefined }),
    ).toEqual([['adresse', rentalMessages.adresse]]);
  });
});
