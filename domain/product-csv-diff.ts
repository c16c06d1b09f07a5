/**
 * What a products CSV import changes, as staff read it (issue 36 §5): each field with its French
 * label, old → new, prices as "1 234,50 TND", yes/no, a category by its name, long texts cut
 * short. The preview shows the rows that change first; the unchanged ones come after, folded.
 * The labels are the journal's and the Historique's (field-display.ts), so all three read alike.
 */
import {
  type Characteristic,
  characteristicsOf,
  characteristicsText,
  sameCharacteristics,
} from './characteristics.ts';
import { emptyValue, fieldLabel } from './field-display.ts';
import { htmlToPlainText } from './html-text.ts';
import { priceLabel } from './price.ts';
import type { RentalTerms } from './rental-terms.ts';
import { rentalTermsOf, rentalTermsText, sameRentalTerms } from './rental-terms-text.ts';

/** The fields an import writes (images are never in a CSV). */
export interface ImportFields {
  titre: string;
  slug: string;
  categorie_id: number | null;
  prix: number | null;
  devise: string;
  est_actif: boolean;
  description_courte: string | null;
  description_html: string | null;
  seo_description: string | null;
  caracteristiques: Characteristic[];
  /** Issue 39: the rental terms, null when not rented. */
  location: RentalTerms | null;
}

/** One field an import sets: `before` is null for a product the import creates. */
export interface ImportFieldChange {
  label: string;
  before: string | null;
  after: string;
}

/** In the order the preview lists them: what staff check first comes first. */
const fieldOrder: readonly (keyof ImportFields)[] = [
  'titre',
  'prix',
  'devise',
  'est_actif',
  'categorie_id',
  'slug',
  'description_courte',
  'description_html',
  'seo_description',
  'caracteristiques',
  'location',
];

/** Long texts are cut to this many characters (the preview is a check, not the full text). */
export const importExcerptLength = 80;

const empty = emptyValue;

function excerpt(text: string): string {
  return text.length > importExcerptLength
    ? `${text.slice(0, importExcerptLength - 1).trimEnd()}…`
    : text;
}

/** A category's name, or undefined when it is unknown (deleted since). */
export type CategoryName = (id: number) => string | undefined;

function shown(field: keyof ImportFields, fields: ImportFields, categoryName: CategoryName) {
  const value = fields[field];
  if (field === 'prix')
    return fields.prix === null ? empty : priceLabel(fields.prix, fields.devise);
  if (field === 'est_actif') return value ? 'Oui' : 'Non';
  if (field === 'categorie_id') {
    if (fields.categorie_id === null) return 'Aucune';
    return categoryName(fields.categorie_id) ?? `Catégorie supprimée (n° ${fields.categorie_id})`;
  }
  if (field === 'caracteristiques') {
    return fields.caracteristiques.length === 0
      ? empty
      : excerpt(characteristicsText(fields.caracteristiques));
  }
  if (field === 'location') return rentalTermsText(fields.location);
  if (value === null || value === '') return empty;
  const text = field === 'description_html' ? htmlToPlainText(String(value)) : String(value);
  return text === '' ? empty : excerpt(text);
}

/**
 * The fields that differ between the product now (`before`, null for a creation) and what the
 * import writes. A creation lists the fields it fills (its slug aside, made from the title).
 */
export function importFieldChanges(
  before: ImportFields | null,
  after: ImportFields,
  categoryName: CategoryName,
): ImportFieldChange[] {
  const changes: ImportFieldChange[] = [];
  for (const field of fieldOrder) {
    const next = shown(field, after, categoryName);
    if (before === null) {
      const value = after[field];
      const filled =
        value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
      if (filled && field !== 'slug')
        changes.push({ label: fieldLabel(field), before: null, after: next });
      continue;
    }
    if (sameImportValue(before[field], after[field])) continue;
    const previous = shown(field, before, categoryName);
    // A markup-only change of the description reads the same: say so rather than show twice.
    const same = previous === next;
    changes.push({
      label: fieldLabel(field),
      before: previous,
      after: same ? `${next} (mise en forme modifiée)` : next,
    });
  }
  return changes;
}

/**
 * Values compare as they are; a list of characteristics by its rows, in order; rental terms by
 * their values, whatever the order of their stored keys.
 */
export const sameImportValue = (a: unknown, b: unknown): boolean =>
  a === b ||
  (Array.isArray(a) &&
    Array.isArray(b) &&
    sameCharacteristics(characteristicsOf(a), characteristicsOf(b))) ||
  (isRecord(a) &&
    isRecord(b) &&
    rentalTermsOf(a) !== null &&
    sameRentalTerms(rentalTermsOf(a), rentalTermsOf(b)));

const isRecord = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

export type ImportRowAction = 'creation' | 'modification' | 'inchange';

/**
 * The rows a preview shows: those that change (updates and creations, in file order) first, at
 * most `changed` of them, then at most `unchanged` unchanged rows, folded by the page.
 */
export function previewRows<T extends { line: number; action: ImportRowAction }>(
  rows: readonly T[],
  shown: { changed: number; unchanged: number },
): T[] {
  const byLine = (a: T, b: T) => a.line - b.line;
  const changed = rows.filter((row) => row.action !== 'inchange').sort(byLine);
  const unchanged = rows.filter((row) => row.action === 'inchange').sort(byLine);
  return [...changed.slice(0, shown.changed), ...unchanged.slice(0, shown.unchanged)];
}
