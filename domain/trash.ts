/**
 * The Corbeille (issue 24, docs/decisions/021): what a deleted article or product keeps, what
 * GET /api/trash answers, and how many days an item has left. The same schemas parse the stored
 * row (server) and the API's answer (REST client).
 */
import * as v from 'valibot';
import { limits } from '#config';
import { ArticleRevisionFieldsSchema, ProductRevisionFieldsSchema } from './revisions.ts';
import type { StaffRole } from './staff.ts';

export const trashEntityTypes = ['article', 'produit'] as const;
export type TrashEntityType = (typeof trashEntityTypes)[number];

/** The path segment of the trash routes for each type (/api/trash/{articles|products}/…). */
export const trashPathOf = { article: 'articles', produit: 'products' } as const;

const Instant = v.pipe(v.string(), v.isoTimestamp());

/** A deleted product's whole row (dates as ISO text): its revision fields and the rest. */
export const TrashedProductSchema = v.object({
  ...ProductRevisionFieldsSchema.entries,
  description: v.nullable(v.string()),
  cree_le: Instant,
  modifie_le: Instant,
});
export type TrashedProduct = v.InferOutput<typeof TrashedProductSchema>;

export const TrashedArticleSchema = v.object({
  ...ArticleRevisionFieldsSchema.entries,
  cree_le: Instant,
  modifie_le: Instant,
});
export type TrashedArticle = v.InferOutput<typeof TrashedArticleSchema>;

/** One line of GET /api/trash. */
export const TrashItemSchema = v.object({
  type: v.picklist(trashEntityTypes),
  id: v.number(),
  titre: v.string(),
  supprime_le: Instant,
  supprime_par: v.nullable(v.string()),
  /** When the purge deletes it for good. */
  purge_le: Instant,
});
export type TrashItem = v.InferOutput<typeof TrashItemSchema>;

export const TrashPageSchema = v.object({
  rows: v.array(TrashItemSchema),
  total: v.number(),
});
export type TrashPage = v.InferOutput<typeof TrashPageSchema>;

/** POST /api/trash/{articles|products}/{id}/restore: the item is back under its own id. */
export const TrashRestoreResultSchema = v.object({
  type: v.picklist(trashEntityTypes),
  id: v.number(),
  titre: v.string(),
  /** A product whose category was deleted meanwhile comes back without one. */
  categorie_retiree: v.boolean(),
});
export type TrashRestoreResult = v.InferOutput<typeof TrashRestoreResultSchema>;

/**
 * What the lists say after a single delete: the SPEC's words as the title (§2 "Article supprimé
 * avec succès"), where the item went on the line below (restorable from the Corbeille).
 */
export const trashedToast = (title: 'Produit supprimé' | 'Article supprimé avec succès') => ({
  title,
  description: `Placé dans la Corbeille, restaurable pendant ${limits.trashDays} jours.`,
});

const dayMs = 86_400_000;

/** When an item deleted at `deletedAt` is purged. */
export function trashPurgeDate(deletedAt: Date, trashDays: number): Date {
  return new Date(deletedAt.getTime() + trashDays * dayMs);
}

/**
 * Whole days left before the purge, as staff read it: "30 jours" just after the delete, "1 jour"
 * in its last day, 0 once due (the purge may not have run yet).
 */
export function trashDaysLeft(purgeAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((purgeAt.getTime() - now.getTime()) / dayMs));
}

/** How the Corbeille names each type. */
export const trashTypeLabels: Readonly<Record<TrashEntityType, string>> = {
  article: 'Article',
  produit: 'Produit',
};

/** "Supprimer définitivement" cannot be undone: administrators only (the API answers 403 else). */
export const canDeleteForGood = (role: StaffRole): boolean => role === 'administrateur';
