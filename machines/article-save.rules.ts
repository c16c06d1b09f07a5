/** Pure rules of the article form's save flow (SPEC §4, §5, §8). */
import type { ArticleFields } from '../app/lib/article-fields.schema';

export type { ArticleFields };

export interface PendingFiles<TFile> {
  /** A new main image chosen in the form (uploaded first). */
  main: TFile | null;
  gallery: TFile[];
}

export type SaveOutcome = 'created' | 'updated' | 'uploaded';

export const saveMessages = {
  created: 'Article créé avec succès',
  updated: 'Article mis à jour avec succès',
  uploaded: 'Images uploadées et article mis à jour',
  uploadAfterCreate: "Article créé mais erreur lors de l'upload des images",
} as const;

export const requiredFieldMessage = 'Ce champ est obligatoire.';

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
export const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

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
