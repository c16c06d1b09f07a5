/**
 * A product's rental terms as staff read them (issue 39): the journal, the Historique, the CSV
 * import's preview and the restore's toast all say them in the same words, e.g. « 4 unités ·
 * 25 DT / jour · caution 500 DT · 7 jours minimum · … », or « Non proposé à la location ».
 * Pure and valibot-free: field-display.ts (in every back-office bundle) imports it.
 */
import { dinarLabel } from './rental-price.ts';
import { type RentalTerms, rentalShopName } from './rental-terms.ts';

export const notRentedLabel = 'Non proposé à la location';

const numberKeys = [
  'unites',
  'prix_jour',
  'caution',
  'duree_min_jours',
  'jours_tampon',
] as const satisfies readonly (keyof RentalTerms)[];
const nullableKeys = [
  'prix_semaine',
  'prix_mois',
  'frais_livraison',
] as const satisfies readonly (keyof RentalTerms)[];

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The terms a record holds, each checked; the others left out. */
function partialTermsOf(record: Readonly<Record<string, unknown>>): Partial<RentalTerms> {
  const terms: Partial<RentalTerms> = {};
  for (const key of numberKeys) {
    const value = record[key];
    if (isNumber(value)) terms[key] = value;
  }
  for (const key of nullableKeys) {
    const value = record[key];
    if (value === null || isNumber(value)) terms[key] = value;
  }
  const shops = record.boutiques;
  if (Array.isArray(shops)) {
    terms.boutiques = shops.filter((shop): shop is string => typeof shop === 'string');
  }
  return terms;
}

const termKeys = [...numberKeys, ...nullableKeys, 'boutiques'] as const;

/** Whether every term is there (partialTermsOf checked each one it kept). */
const isWhole = (terms: Partial<RentalTerms>): terms is RentalTerms =>
  termKeys.every((key) => terms[key] !== undefined);

/** Reads stored or answered terms; anything that is not a whole set of terms reads as none. */
export function rentalTermsOf(value: unknown): RentalTerms | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const terms = partialTermsOf({ ...value });
  return isWhole(terms) ? terms : null;
}

const count = (value: number, one: string, many: string) => `${value} ${value > 1 ? many : one}`;

/** Each term, in the order staff read them (the labels of rentalTermsChanges). */
function termParts(terms: Partial<RentalTerms>): { key: keyof RentalTerms; text: string }[] {
  const parts: { key: keyof RentalTerms; text: string }[] = [];
  const push = (key: keyof RentalTerms, text: string | null) => {
    if (text !== null) parts.push({ key, text });
  };
  const { unites, prix_jour, prix_semaine, prix_mois, caution, boutiques } = terms;
  push('unites', unites === undefined ? null : count(unites, 'unité', 'unités'));
  push('prix_jour', prix_jour === undefined ? null : `${dinarLabel(prix_jour)} / jour`);
  push('prix_semaine', isNumber(prix_semaine) ? `${dinarLabel(prix_semaine)} / semaine` : null);
  push('prix_mois', isNumber(prix_mois) ? `${dinarLabel(prix_mois)} / mois` : null);
  push('caution', caution === undefined ? null : `caution ${dinarLabel(caution)}`);
  const minimum = terms.duree_min_jours;
  push(
    'duree_min_jours',
    minimum === undefined ? null : `${count(minimum, 'jour', 'jours')} minimum`,
  );
  const buffer = terms.jours_tampon;
  push(
    'jours_tampon',
    buffer === undefined
      ? null
      : buffer === 0
        ? 'aucun jour entre deux locations'
        : `${count(buffer, 'jour', 'jours')} entre deux locations`,
  );
  push('boutiques', boutiques === undefined ? null : boutiques.map(rentalShopName).join(', '));
  const fee = terms.frais_livraison;
  push(
    'frais_livraison',
    fee === undefined
      ? null
      : fee === null
        ? 'pas de livraison'
        : fee === 0
          ? 'livraison gratuite'
          : `livraison ${dinarLabel(fee)}`,
  );
  return parts;
}

/** « 4 unités · 25 DT / jour · … · livraison 30 DT », or « Non proposé à la location ». */
export function rentalTermsText(terms: RentalTerms | null): string {
  return terms === null
    ? notRentedLabel
    : termParts(terms)
        .map((part) => part.text)
        .join(' · ');
}

/** Same terms, whatever the order of their stored keys (jsonb answers its own). */
export function sameRentalTerms(a: RentalTerms | null, b: RentalTerms | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    rentalTermsText(a) === rentalTermsText(b) && a.boutiques.join('|') === b.boutiques.join('|')
  );
}

/**
 * What changed, in French: « proposé à la location (4 unités · …) », « retiré de la location »,
 * or each changed term « 25 DT / jour → 30 DT / jour ».
 */
export function rentalTermsChanges(
  before: RentalTerms | null,
  after: RentalTerms | null,
): string[] {
  if (sameRentalTerms(before, after)) return [];
  if (after === null) return ['retiré de la location'];
  if (before === null) return [`proposé à la location (${rentalTermsText(after)})`];
  const old = new Map(termParts(before).map((part) => [part.key, part.text]));
  const now = new Map(termParts(after).map((part) => [part.key, part.text]));
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  return keys.flatMap((key) => {
    const was = old.get(key);
    const is = now.get(key);
    if (was === is) return [];
    if (is === undefined) return [`sans ${was}`];
    if (was === undefined) return [`ajout ${is}`];
    return [`${was} → ${is}`];
  });
}

const journalNumber =
  /"(unites|prix_jour|prix_semaine|prix_mois|caution|duree_min_jours|jours_tampon|frais_livraison)":(null|-?\d+(?:\.\d+)?)/g;
const journalShops = /"boutiques":\[((?:"[^"\\]*",?)*)\]/;

/**
 * Terms as the journal stored them: JSON, cut past 200 characters (then the terms it still
 * holds, « … » after them).
 */
export function rentalTermsFromJournal(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    return value === null ? notRentedLabel : rentalTermsText(rentalTermsOf(value));
  } catch {
    const found: Record<string, unknown> = {};
    for (const [, key = '', raw] of text.matchAll(journalNumber)) {
      found[key] = raw === 'null' ? null : Number(raw);
    }
    const shops = journalShops.exec(text)?.[1];
    if (shops !== undefined) found.boutiques = [...shops.matchAll(/"([^"\\]*)"/g)].map((m) => m[1]);
    const shown = termParts(partialTermsOf(found)).map((part) => part.text);
    return `${shown.join(' · ')} …`.trim();
  }
}
