/** Pure rules shared by the product add and edit machines (SPEC §2, §5, §8). */
import { isUnauthorized } from './article-save.rules.ts';
import {
  type Characteristic,
  checkCharacteristics,
  firstCharacteristicsProblem,
  normalizeCharacteristics,
} from './characteristics.ts';
import { parsePrice } from './product-price.rules.ts';
import {
  emptyRentalTermsFields,
  firstRentalTermsProblem,
  type RentalTermsFields,
  readRentalTermsFields,
} from './rental-terms-form.rules.ts';

export { isUnauthorized };

/** The add form's values as typed (SPEC §2 "Product add form"); prices stay text until sent. */
export interface ProductAddFields {
  titre: string;
  /** A category id as the <select> holds it ('' when none is chosen). */
  categorie_id: string;
  prix: string;
  reference: string;
  description: string;
  /** Shown in the catalogue's product window (SPEC §3 display rule), at most 1,000 characters. */
  description_courte: string;
  /** Shown by search engines under the title, at most 500 characters (about 160 read). */
  seo_description: string;
  est_actif: boolean;
  /** Issue 37 §2: label → value rows, in order, as typed (blank rows are dropped when sent). */
  caracteristiques: Characteristic[];
  /** Issue 39: the « Location » section as typed (`loue` false: not rented). */
  location: RentalTermsFields;
}

/** The edit form's values (SPEC §2 "Product edit form"); `galerie_json` = existing images kept. */
export interface ProductEditFields {
  titre: string;
  reference: string;
  description_html: string;
  description_courte: string;
  seo_description: string;
  categorie_id: string;
  prix: string;
  est_actif: boolean;
  galerie_json: string[];
  caracteristiques: Characteristic[];
  location: RentalTermsFields;
}

/** The longest short and SEO descriptions the API accepts (SPEC §3 fields, 422 beyond). */
export const productTextLimits = { description_courte: 1_000, seo_description: 500 } as const;

/** A stored price as the form shows it, in French: 1234.5 → "1 234,50" (parsePrice reads it back). */
export function priceInputText(prix: number | null): string {
  if (prix === null) return '';
  const [integer = '0', cents = '00'] = prix.toFixed(2).split('.');
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents}`;
}

export type ProductFieldName =
  | 'titre'
  | 'categorie_id'
  | 'prix'
  | 'reference'
  | 'caracteristiques'
  | 'location';
export type ProductFieldErrors = Partial<Record<ProductFieldName, string>>;

export const productMessages = {
  // SPEC §5
  required: 'Veuillez remplir tous les champs obligatoires',
  // SPEC §8
  addFailed: "Erreur lors de l'ajout du produit",
  loadFailed: 'Impossible de charger le produit.',
  saveFailed: 'Erreur lors de la mise à jour du produit',
  // Not in SPEC: shown when the editor gives up signing in again, or a conflict reload fails.
  sessionExpired: 'Votre session a expiré. Reconnectez-vous puis enregistrez à nouveau.',
  reloadFailed: 'Impossible de recharger le produit. Veuillez réessayer.',
} as const;

export const fieldRequiredMessage = 'Ce champ est obligatoire.';

export const emptyAddFields = (): ProductAddFields => ({
  titre: '',
  categorie_id: '',
  prix: '',
  reference: '',
  description: '',
  description_courte: '',
  seo_description: '',
  est_actif: true,
  caracteristiques: [],
  location: emptyRentalTermsFields(),
});

export const emptyEditFields = (): ProductEditFields => ({
  titre: '',
  reference: '',
  description_html: '',
  description_courte: '',
  seo_description: '',
  categorie_id: '',
  prix: '',
  est_actif: true,
  galerie_json: [],
  caracteristiques: [],
  location: emptyRentalTermsFields(),
});

/** The price as sent to the API ("1234.50"), or the text as typed when it is not a price. */
export function canonicalPrice(text: string): string {
  const parsed = parsePrice(text);
  return parsed.ok ? parsed.canonical : text.trim();
}

/** The fields the form's rules check. */
export interface ProductRuleFields {
  titre: string;
  categorie_id: string;
  prix: string;
  caracteristiques?: readonly Characteristic[];
  location?: RentalTermsFields;
}

export interface Validation {
  fieldErrors: ProductFieldErrors;
  /** The SPEC §5 sentence when a required field is empty, else null. */
  error: string | null;
}

/**
 * SPEC §5: titre and categorie required (add: prix too) → "Veuillez remplir tous les champs
 * obligatoires", each empty field marked; a price, when given, must be a valid amount.
 */
export function validateProduct(
  fields: ProductRuleFields,
  options: { priceRequired: boolean },
): Validation {
  const fieldErrors: ProductFieldErrors = {};
  if (!fields.titre.trim()) fieldErrors.titre = fieldRequiredMessage;
  if (!fields.categorie_id.trim()) fieldErrors.categorie_id = fieldRequiredMessage;
  if (!fields.prix.trim()) {
    if (options.priceRequired) fieldErrors.prix = fieldRequiredMessage;
  } else {
    const price = parsePrice(fields.prix);
    if (!price.ok) fieldErrors.prix = price.message;
  }
  // Issue 37 §2: each row's message shows next to it (characteristicRowIssues); this one blocks.
  const characteristics = firstCharacteristicsProblem(
    checkCharacteristics(normalizeCharacteristics(fields.caracteristiques ?? []), {
      blankRows: true,
    }),
  );
  if (characteristics) fieldErrors.caracteristiques = characteristics;
  // Issue 39: each term's message shows next to it (readRentalTermsFields); this one blocks.
  const rental = fields.location ? readRentalTermsFields(fields.location) : null;
  if (rental && !rental.ok) {
    fieldErrors.location = firstRentalTermsProblem(rental.errors) ?? 'Vérifiez la location.';
  }
  const missing = Object.values(fieldErrors).includes(fieldRequiredMessage);
  return { fieldErrors, error: missing ? productMessages.required : null };
}

/**
 * After an edit: a field the last submit flagged is checked again (its message stays while it is
 * still wrong, with the current reason, goes once it is fixed, and comes back if it is broken
 * again); a field never flagged stays quiet until the next submit. The SPEC §5 sentence goes once no required field is missing. A message
 * the server gave (422) goes when its field changes: only the server could say it again.
 */
export function recheck(
  current: { fieldErrors: ProductFieldErrors; error: string | null; flagged: readonly string[] },
  changed: readonly string[],
  fields: ProductRuleFields,
  options: { priceRequired: boolean },
): { fieldErrors: ProductFieldErrors; error: string | null } {
  const local = validateProduct(fields, options).fieldErrors;
  const fieldErrors: ProductFieldErrors = {};
  for (const name of current.flagged as ProductFieldName[]) {
    const message = changed.includes(name) ? local[name] : current.fieldErrors[name];
    if (message) fieldErrors[name] = message;
  }
  const stillMissing = Object.values(fieldErrors).includes(fieldRequiredMessage);
  const error = current.error === productMessages.required && !stillMissing ? null : current.error;
  return { fieldErrors, error };
}

export const isValid = (validation: Validation) => Object.keys(validation.fieldErrors).length === 0;

const record = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The API's message of a failed call (a SaveError's message), shown under the SPEC §8 sentence. */
export const detailOf = (error: unknown): string | null =>
  error instanceof Error && error.message ? error.message : null;

/** 422 answers name the fields they refuse: show those inline, next to the field. */
export function apiFieldErrors(error: unknown): ProductFieldErrors {
  const fields = record(error) && record(error.fields) ? error.fields : {};
  const errors: ProductFieldErrors = {};
  for (const name of ['titre', 'categorie_id', 'prix', 'reference', 'caracteristiques'] as const) {
    const message = fields[name];
    if (typeof message === 'string' && message) errors[name] = message;
  }
  // Issue 39: `location` (409, units reserved) or one of its terms (`location.prix_jour`).
  const rental = Object.entries(fields).find(([key]) => key.split('.')[0] === 'location');
  if (rental && typeof rental[1] === 'string' && rental[1]) errors.location = rental[1];
  return errors;
}

/** 409 `stale_version` only: a 409 `conflict` (a reference already used) is a plain failure. */
export const isStaleVersion = (error: unknown) =>
  record(error) && error.status === 409 && error.code === 'stale_version';

/** Images by path, characteristics by their label and value, rental terms by their values. */
const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length &&
  a.every((item, index) => item === b[index] || JSON.stringify(item) === JSON.stringify(b[index]));

/** Whether leaving would lose something: a changed value or a file waiting to be sent. */
export function hasChanges<T extends object>(initial: T, current: T, pendingFiles: number) {
  if (pendingFiles > 0) return true;
  return (Object.keys(initial) as (keyof T)[]).some((key) => {
    const a = initial[key];
    const b = current[key];
    if (Array.isArray(a) && Array.isArray(b)) return !sameList(a, b);
    return typeof a === 'object' && a !== null ? JSON.stringify(a) !== JSON.stringify(b) : a !== b;
  });
}

/** What the success screen needs of the created product. */
export interface CreatedProduct {
  id: number;
  titre: string;
  /** The price as saved (another server may not answer it). */
  prix?: number | null;
  devise?: string | null;
}
