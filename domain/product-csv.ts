/**
 * The products CSV (issue 24): one set of columns for export and import, so a file exported,
 * edited in a spreadsheet and imported again changes only what was edited. `reference` matches a
 * row to its product; `categorie` is the category's slug (unique, unlike its name); `prix` has a
 * decimal comma (`1234,50`, `1 234,50` is read too); `est_actif` is oui/non; `caracteristiques`
 * is `Libellé: valeur | Libellé: valeur` (issue 37 §2, domain/characteristics-csv.ts); the
 * `location_*` columns are the rental terms (issue 39, domain/rental-terms-csv.ts).
 */
import type { Characteristic } from './characteristics.ts';
import { formatCharacteristicsCell, parseCharacteristicsCell } from './characteristics-csv.ts';
import { csvCellText, csvLine, isFormulaCell } from './csv.ts';
import { parsePrice } from './product-price.rules.ts';
import type { RentalTerms } from './rental-terms.ts';
import {
  type RentalCsvColumn,
  readRentalCsvCells,
  rentalCsvCells,
  rentalCsvColumns,
} from './rental-terms-csv.ts';
import { normalizeSlug } from './slugify.ts';

export const productCsvColumns = [
  'reference',
  'titre',
  'slug',
  'categorie',
  'prix',
  'devise',
  'est_actif',
  'description_courte',
  'description_html',
  'seo_description',
  'caracteristiques',
  ...rentalCsvColumns,
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number] | RentalCsvColumn;

/** The others may be left out: on an update the field is kept, on a creation it takes its default. */
export const requiredProductCsvColumns = ['reference', 'titre'] as const;

/**
 * One row as read. A field whose column the file does not have is undefined; an empty cell is
 * null (reference: a new product with a generated reference; slug: from the title or kept).
 */
export interface ProductCsvRow {
  reference: string | null;
  titre: string;
  slug?: string | null;
  categorie?: string | null;
  prix?: number | null;
  devise?: string;
  est_actif?: boolean;
  description_courte?: string | null;
  description_html?: string | null;
  seo_description?: string | null;
  caracteristiques?: Characteristic[];
  /** Issue 39: null when every `location_*` cell is empty (not rented). */
  location?: RentalTerms | null;
}

/** A product as exported: its category's slug instead of its id. */
export interface ProductCsvSource {
  reference: string;
  titre: string;
  slug: string;
  categorie_slug: string | null;
  prix: number | null;
  devise: string;
  est_actif: boolean;
  description_courte: string | null;
  description_html: string | null;
  seo_description: string | null;
  caracteristiques: Characteristic[];
  location: RentalTerms | null;
}

export const productCsvHeader = csvLine(productCsvColumns);

/** "1234,50": two decimals, a decimal comma, no grouping (a spreadsheet reads it as a number). */
export const csvPrice = (prix: number | null) =>
  prix === null ? '' : prix.toFixed(2).replace('.', ',');

export function productCsvLine(product: ProductCsvSource): string {
  return csvLine([
    product.reference,
    product.titre,
    product.slug,
    product.categorie_slug,
    csvPrice(product.prix),
    product.devise,
    product.est_actif ? 'oui' : 'non',
    product.description_courte,
    product.description_html,
    product.seo_description,
    formatCharacteristicsCell(product.caracteristiques),
    ...rentalCsvCells(product.location),
  ]);
}

export type HeaderRead =
  | { ok: true; columns: Map<ProductCsvColumn, number> }
  | { ok: false; message: string };

const isColumn = (name: string): name is ProductCsvColumn =>
  (productCsvColumns as readonly string[]).includes(name);

/** The rental terms are one field: a file carries all their columns or none. */
function missingRentalColumns(columns: ReadonlyMap<ProductCsvColumn, number>): string | null {
  const present = rentalCsvColumns.filter((name) => columns.has(name));
  if (present.length === 0 || present.length === rentalCsvColumns.length) return null;
  const missing = rentalCsvColumns.filter((name) => !columns.has(name));
  return `Colonnes de location incomplètes : ajoutez ${missing.join(', ')} (les ${rentalCsvColumns.length} colonnes location_* vont ensemble).`;
}

/** Where each column is; refuses unknown, repeated and missing required columns. */
export function readProductCsvHeader(header: readonly string[]): HeaderRead {
  const columns = new Map<ProductCsvColumn, number>();
  for (const [index, cell] of header.entries()) {
    const name = cell.trim().toLowerCase();
    if (!isColumn(name)) {
      const known = productCsvColumns.join(', ');
      return {
        ok: false,
        message: `Colonne inconnue : « ${name.slice(0, 60)} » (colonnes possibles : ${known}).`,
      };
    }
    if (columns.has(name)) return { ok: false, message: `Colonne en double : « ${name} ».` };
    columns.set(name, index);
  }
  const missing = requiredProductCsvColumns.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    const plural = missing.length > 1 ? 's' : '';
    return {
      ok: false,
      message: `Colonne${plural} obligatoire${plural} absente${plural} : ${missing.join(', ')}.`,
    };
  }
  const rental = missingRentalColumns(columns);
  if (rental) return { ok: false, message: rental };
  return { ok: true, columns };
}

/** The longest text each column takes, as the product form (SPEC §7). */
const maxLength: Partial<Record<ProductCsvColumn, number>> = {
  reference: 60,
  titre: 200,
  slug: 120,
  categorie: 120,
  description_courte: 1_000,
  description_html: 100_000,
  seo_description: 500,
  // 40 rows of an 80-character label and a 200-character value, every character escaped, with
  // their separators: a longer cell cannot hold a valid list.
  caracteristiques: 23_000,
};

export type RowRead = { ok: true; row: ProductCsvRow } | { ok: false; reason: string };

class Refused extends Error {}

/** One data row (cells as csv-parse gives them); the reason names the column, in French. */
export function readProductCsvRow(
  cells: readonly string[],
  columns: ReadonlyMap<ProductCsvColumn, number>,
): RowRead {
  const text = (column: ProductCsvColumn): string | null | undefined => {
    const index = columns.get(column);
    if (index === undefined) return undefined;
    const cell = cells[index] ?? '';
    if (cell.includes('\u0000')) {
      throw new Refused(`${column} : le caractère nul (\\u0000) n’est pas accepté.`);
    }
    if (isFormulaCell(cell)) {
      throw new Refused(
        `${column} : la cellule commence par « ${cell[0] === '\t' ? 'tabulation' : cell[0]} », une formule de tableur est refusée (précédez-la d’une apostrophe pour garder le texte).`,
      );
    }
    const value = csvCellText(cell).trim();
    const limit = maxLength[column];
    if (limit !== undefined && value.length > limit) {
      throw new Refused(`${column} : ${limit.toLocaleString('fr-FR')} caractères au maximum.`);
    }
    return value === '' ? null : value;
  };
  try {
    const titre = text('titre');
    if (!titre) throw new Refused('titre : obligatoire.');
    const row: ProductCsvRow = { reference: text('reference') ?? null, titre };
    const slug = text('slug');
    if (slug !== undefined) row.slug = slug === null ? null : slugOf(slug);
    const categorie = text('categorie');
    if (categorie !== undefined) row.categorie = categorie;
    const prix = text('prix');
    if (prix !== undefined) row.prix = prix === null ? null : priceOf(prix);
    const devise = text('devise');
    if (devise !== undefined) row.devise = currencyOf(devise);
    const actif = text('est_actif');
    if (actif !== undefined) row.est_actif = activeOf(actif);
    for (const column of ['description_courte', 'description_html', 'seo_description'] as const) {
      const value = text(column);
      if (value !== undefined) row[column] = value;
    }
    const characteristics = text('caracteristiques');
    if (characteristics !== undefined) row.caracteristiques = characteristicsOf(characteristics);
    if (columns.has('location_unites')) {
      const rental = readRentalCsvCells((column) => text(column) ?? null);
      if (!rental.ok) throw new Refused(rental.message);
      row.location = rental.terms;
    }
    return { ok: true, row };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    throw error;
  }
}

function characteristicsOf(value: string | null): Characteristic[] {
  const read = parseCharacteristicsCell(value ?? '');
  if (!read.ok) throw new Refused(`caracteristiques : ${read.message}`);
  return read.list;
}

function slugOf(value: string): string {
  const slug = normalizeSlug(value);
  if (!slug) throw new Refused('slug : lettres, chiffres et tirets attendus.');
  return slug;
}

function priceOf(value: string): number {
  const price = parsePrice(value);
  if (!price.ok) throw new Refused(`prix : ${price.message}`);
  return price.value;
}

/** Empty: the default currency (EUR, SPEC §3). */
function currencyOf(value: string | null): string {
  if (value === null) return 'EUR';
  const code = value.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) {
    throw new Refused('devise : code ISO 4217 de 3 lettres attendu (ex. EUR, TND).');
  }
  return code;
}

function activeOf(value: string | null): boolean {
  const word = value?.toLowerCase();
  if (word === 'oui') return true;
  if (word === 'non') return false;
  throw new Refused('est_actif : « oui » ou « non » attendu.');
}

/** Who may export and import the products CSV (issue 24): administrators, as the API checks. */
export const canTransferProductsCsv = (role: string): boolean => role === 'administrateur';
