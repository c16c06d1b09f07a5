/** Pure rules of the category admin page (SPEC §2 "Category admin", §4, §5, §8). */
import { slugifyCategory } from './slugify.ts';

/** What the "Nouvelle catégorie" form edits. */
export interface CategoryDraft {
  nom: string;
  /** SPEC §5: always 0 from this form (the API orders by position, then name). */
  position: number;
  est_active: boolean;
  /** null: a top-level category (SPEC §3: absent parent_id). */
  parent_id: number | null;
}

/** The JSON body of SPEC §7 POST /crud/categories. */
export interface CategoryCreateInput {
  nom: string;
  slug: string;
  position: number;
  est_active: boolean;
  parent_id?: number;
}

export const categoryMessages = {
  nameRequired: 'Veuillez renseigner le nom de la catégorie',
  createFailed: "Erreur lors de l'ajout de la catégorie",
  loadFailed: 'Erreur lors du chargement des catégories',
  toggleFailed: 'Erreur lors de la mise à jour du statut',
  deleteFailed: 'Erreur lors de la suppression',
  renameFailed: 'Erreur lors de la mise à jour de la catégorie',
  deleteConfirm: 'Voulez-vous vraiment supprimer cette catégorie ?',
  created: 'Catégorie ajoutée avec succès !',
  empty: 'Aucune catégorie trouvée.',
} as const;

/** SPEC §4/§5 defaults: empty name, position 0, visible. */
export const emptyCategoryDraft = (): CategoryDraft => ({
  nom: '',
  position: 0,
  est_active: true,
  parent_id: null,
});

/** SPEC §5: the name must not be blank; the message shown under the field, or null. */
export const nameError = (nom: string): string | null =>
  nom.trim() === '' ? categoryMessages.nameRequired : null;

/** SPEC §5/§7: the create body, slug derived by the category rule; parent only when chosen. */
export function toCreateInput(draft: CategoryDraft): CategoryCreateInput {
  const nom = draft.nom.trim();
  const body = { nom, slug: slugifyCategory(nom), position: draft.position };
  return draft.parent_id === null
    ? { ...body, est_active: draft.est_active }
    : { ...body, est_active: draft.est_active, parent_id: draft.parent_id };
}

/**
 * The API's own French explanation of a refused write (e.g. 422 name too long), when the failure
 * carries one; a failure without an HTTP status (a bug, a network error) has none to show.
 */
export function failureDetail(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = 'status' in error ? error.status : undefined;
  const message = 'message' in error ? error.message : undefined;
  return typeof status === 'number' && typeof message === 'string' && message !== ''
    ? message
    : null;
}

/** A category of the admin table, with its parent when it is a sub-category shown under it. */
export interface ArrangedCategory<T> {
  category: T;
  parent: T | null;
}

/**
 * SPEC §3 two levels: each top-level category followed by its sub-categories, both in the API's
 * order. A sub-category whose parent is not among the rows stays where the API put it.
 */
export function arrangeCategories<T extends { id: number; parent_id: number | null }>(
  rows: readonly T[],
): ArrangedCategory<T>[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hasParentHere = (row: T) => row.parent_id !== null && byId.has(row.parent_id);
  return rows
    .filter((row) => !hasParentHere(row))
    .flatMap((category) => [
      { category, parent: null },
      ...rows
        .filter((row) => row.parent_id === category.id)
        .map((row) => ({ category: row, parent: category })),
    ]);
}
