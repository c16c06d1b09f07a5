/**
 * The products CSV's rental columns (issue 39): one column per term, `location_unites` …
 * `location_frais_livraison`; amounts French-style like the form's (`1234,500`, `25`), shops as
 * their ids separated by `|`. Every cell empty: the product is not rented. A file carries the nine
 * columns or none (then the terms are kept as they are).
 */
import type { RentalTerms } from './rental-terms.ts';
import { rentalShopIds } from './rental-terms.ts';
import {
  dinarInputText,
  type RentalTermsFieldName,
  type RentalTermsFields,
  readRentalTermsFields,
} from './rental-terms-form.rules.ts';

const termOfColumn = {
  location_unites: 'unites',
  location_prix_jour: 'prix_jour',
  location_prix_semaine: 'prix_semaine',
  location_prix_mois: 'prix_mois',
  location_caution: 'caution',
  location_duree_min: 'duree_min_jours',
  location_jours_tampon: 'jours_tampon',
  location_boutiques: 'boutiques',
  location_frais_livraison: 'frais_livraison',
} as const satisfies Record<string, RentalTermsFieldName>;

export type RentalCsvColumn = keyof typeof termOfColumn;
export const rentalCsvColumns = Object.keys(termOfColumn) as RentalCsvColumn[];

/** The nine cells of a product's terms, in `rentalCsvColumns` order (all empty: not rented). */
export function rentalCsvCells(terms: RentalTerms | null): string[] {
  if (terms === null) return rentalCsvColumns.map(() => '');
  const amount = (value: number | null) => dinarInputText(value, false);
  return [
    String(terms.unites),
    amount(terms.prix_jour),
    amount(terms.prix_semaine),
    amount(terms.prix_mois),
    amount(terms.caution),
    String(terms.duree_min_jours),
    String(terms.jours_tampon),
    terms.boutiques.join('|'),
    amount(terms.frais_livraison),
  ];
}

export type RentalCsvRead =
  | { ok: true; terms: RentalTerms | null }
  | { ok: false; message: string };

/** The terms of a row's nine cells (null: empty), or the first problem named by its column. */
export function readRentalCsvCells(
  cell: (column: RentalCsvColumn) => string | null,
): RentalCsvRead {
  const texts = rentalCsvColumns.map((column) => (cell(column) ?? '').trim());
  if (texts.every((text) => text === '')) return { ok: true, terms: null };
  const text = (column: RentalCsvColumn) => (cell(column) ?? '').trim();
  const shops = text('location_boutiques')
    .split('|')
    .map((shop) => shop.trim())
    .filter((shop) => shop !== '');
  const unknown = shops.find((shop) => !rentalShopIds.includes(shop));
  if (unknown !== undefined) {
    return {
      ok: false,
      message: `location_boutiques : magasin inconnu « ${unknown.slice(0, 60)} » (magasins : ${rentalShopIds.join(', ')}).`,
    };
  }
  const fields: RentalTermsFields = {
    loue: true,
    unites: text('location_unites'),
    prix_jour: text('location_prix_jour'),
    prix_semaine: text('location_prix_semaine'),
    prix_mois: text('location_prix_mois'),
    caution: text('location_caution'),
    duree_min_jours: text('location_duree_min'),
    jours_tampon: text('location_jours_tampon'),
    boutiques: [...new Set(shops)],
    frais_livraison: text('location_frais_livraison'),
  };
  const read = readRentalTermsFields(fields);
  if (read.ok) return read;
  const column = rentalCsvColumns.find((name) => read.errors[termOfColumn[name]]);
  const message = column ? read.errors[termOfColumn[column]] : undefined;
  return {
    ok: false,
    message: column && message ? `${column} : ${lowered(message)}` : 'location : termes invalides.',
  };
}

const lowered = (message: string) => message.charAt(0).toLowerCase() + message.slice(1);
