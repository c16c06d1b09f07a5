/** Pure rules of the article form's save flow (SPEC §4, §5, §8). */
import type { ArticleFields } from './article-fields.schema.ts';

export type { ArticleFields };

export interface PendingFiles<TFile> {
  /** A new main image chosen in the form (uploaded first). */
  main: TFile | null;
  gallery: TFile[];
}

export type SaveOutcome = 'created' | 'updated' | 'uploaded';

/** The machine's steps that call the server; a 401 in one of them is retried from that step. */
export type SaveStep = 'creating' | 'updating' | 'uploading' | 'attaching';

export const saveMessages = {
  created: 'Article créé avec succès',
  updated: 'Article mis à jour avec succès',
  uploaded: 'Images uploadées et article mis à jour',
  uploadAfterCreate: "Article créé mais erreur lors de l'upload des images",
  // Not in SPEC §8 (it predates the session cookies): shown when the editor gives up re-signing in.
  sessionExpired: 'Votre session a expiré. Reconnectez-vous puis enregistrez à nouveau.',
} as const;

export const requiredFieldMessage = 'Ce champ est obligatoire.';

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** SPEC §8 wording of a failed create / update (the update wording also covers upload and attach). */
export const createErrorMessage = (error: unknown) =>
  `Erreur lors de la création: ${messageOf(error)}`;
export const updateErrorMessage = (error: unknown) =>
  `Erreur lors de la mise à jour: ${messageOf(error)}`;

/** SPEC §8 toast of a failed step (a 401 or a 409 never gets here). */
export function failureMessage(step: SaveStep, created: boolean, error: unknown): string {
  if (step === 'creating') return createErrorMessage(error);
  if (step === 'uploading' && created) return saveMessages.uploadAfterCreate;
  return updateErrorMessage(error);
}

const hasStatus = (error: unknown, status: number) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === status;
export const isConflict = (error: unknown) => hasStatus(error, 409);
export const isUnauthorized = (error: unknown) => hasStatus(error, 401);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => deepEqual(item, b[index]))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
  );
}

/** Deep equality of two field sets (the gallery compared item by item, in order). */
export const sameFields = (a: ArticleFields, b: ArticleFields): boolean => deepEqual(a, b);

/** SPEC §5: Titre, Slug and Contenu HTML are required. */
export function validateArticle(
  fields: ArticleFields,
): Partial<Record<'titre' | 'slug' | 'contenu_html', string>> {
  const errors: Partial<Record<'titre' | 'slug' | 'contenu_html', string>> = {};
  if (!fields.titre.trim()) errors.titre = requiredFieldMessage;
  if (!fields.slug.trim()) errors.slug = requiredFieldMessage;
  if (!fields.contenu_html.trim()) errors.contenu_html = requiredFieldMessage;
  return errors;
}

/** SPEC §4: saving as publié without a date publishes now; otherwise the date is kept. */
export function withPublicationDate(fields: ArticleFields, now: Date): ArticleFields {
  return fields.statut === 'publie' && !fields.publie_le
    ? { ...fields, publie_le: now.toISOString() }
    : fields;
}
