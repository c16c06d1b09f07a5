import type { RentalTerms } from '#domain/rental-terms.ts';

/** Both shops, one day of cleaning between two rentals, delivered in Tunis. */
const usual = {
  boutiques: ['centre-urbain-nord', 'lafayette'],
  jours_tampon: 1,
  duree_min_jours: 1,
  frais_livraison: 30,
} as const;

/**
 * The demo's rentable equipment (issue 39), by product title: what the company rents most, at
 * plausible Tunis prices (TND). The rest of the catalogue is for sale only.
 */
const demoRentals: Readonly<Record<string, RentalTerms>> = {
  'Lit médicalisé électrique 3 fonctions': {
    ...usual,
    boutiques: [...usual.boutiques],
    unites: 4,
    prix_jour: 25,
    prix_semaine: 140,
    prix_mois: 450,
    caution: 500,
    duree_min_jours: 7,
  },
  'Lit médicalisé très bas pour personnes désorientées': {
    ...usual,
    boutiques: ['centre-urbain-nord'],
    unites: 2,
    prix_jour: 35,
    prix_semaine: 200,
    prix_mois: 650,
    caution: 800,
    duree_min_jours: 7,
  },
  'Matelas à air anti-escarres à cellules alternées': {
    ...usual,
    boutiques: [...usual.boutiques],
    unites: 5,
    prix_jour: 12,
    prix_semaine: 70,
    prix_mois: 220,
    caution: 200,
  },
  'Concentrateur d’oxygène 5 L/min': {
    ...usual,
    boutiques: [...usual.boutiques],
    unites: 3,
    prix_jour: 30,
    prix_semaine: 180,
    prix_mois: 600,
    caution: 1000,
    frais_livraison: 0,
  },
  'Concentrateur d’oxygène portable': {
    ...usual,
    boutiques: ['lafayette'],
    unites: 2,
    prix_jour: 45,
    prix_semaine: 270,
    prix_mois: null,
    caution: 1500,
  },
  'Fauteuil roulant pliant léger': {
    ...usual,
    boutiques: [...usual.boutiques],
    unites: 6,
    prix_jour: 8,
    prix_semaine: 45,
    prix_mois: 140,
    caution: 150,
  },
  'Fauteuil roulant électrique pliable': {
    ...usual,
    boutiques: ['centre-urbain-nord'],
    unites: 1,
    prix_jour: 40,
    prix_semaine: 240,
    prix_mois: 800,
    caution: 1200,
    jours_tampon: 2,
  },
  'Déambulateur 4 roues avec siège': {
    ...usual,
    boutiques: [...usual.boutiques],
    unites: 5,
    prix_jour: 5,
    prix_semaine: 28,
    prix_mois: 90,
    caution: 80,
    frais_livraison: null,
  },
};

/** The terms a demo product is rented on, or null when it is not rented. */
export function demoRentalTerms(titre: string): RentalTerms | null {
  return demoRentals[titre] ?? null;
}
