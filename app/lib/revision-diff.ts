/**
 * The Historique panel's diff (issue 24): a revision against the current version, changed fields
 * only, each with its French label. Texts are diffed word by word with jsdiff (`diff`), a
 * well-kept library, rather than a hand-written diff; HTML bodies are diffed as their text, one
 * line per block, so markup alone never shows as a change the reader cannot see.
 * Here in app/lib, not domain/: the domain imports valibot only (.dependency-cruiser.ts).
 */
import { diffWordsWithSpace } from 'diff';
import { characteristicsOf, characteristicsText } from '#domain/characteristics.ts';
import { articleStatuses, fieldLabel, formatDateTime, htmlFields } from '#domain/field-display.ts';
import { htmlToLines } from '#domain/html-text.ts';
import { priceLabel } from '#domain/price.ts';
import { rentalTermsOf, rentalTermsText } from '#domain/rental-terms-text.ts';
import type { ArticleRevisionFields, ProductRevisionFields } from '#domain/revisions.ts';

/** One run of text: in both versions, only in the revision (`removed`) or only now (`added`). */
export interface DiffPart {
  value: string;
  change: 'same' | 'removed' | 'added';
}

/** One changed field: texts as word runs, images as the pictures, anything else as two values. */
export type FieldChange =
  | { field: string; label: string; kind: 'text'; parts: DiffPart[] }
  | { field: string; label: string; kind: 'images'; before: string[]; after: string[] }
  | { field: string; label: string; kind: 'value'; before: string; after: string };

const articleFields: readonly (keyof ArticleRevisionFields)[] = [
  'titre',
  'slug',
  'nom_auteur',
  'image_miniature',
  'galerie_json',
  'extrait',
  'contenu_html',
  'statut',
  'publie_le',
  'seo_titre',
  'seo_description',
  'images_details',
];

const productFields: readonly (keyof ProductRevisionFields)[] = [
  'titre',
  'slug',
  'reference',
  'description_html',
  'description_courte',
  'seo_description',
  'categorie_id',
  'prix',
  'devise',
  'image',
  'image_miniature',
  'galerie_json',
  'images_details',
  'caracteristiques',
  'location',
  'est_actif',
];

/** Image fields compare as thumbnails (issue 36 §3), never as storage paths. */
const imageFields = new Set(['image', 'image_miniature', 'galerie_json']);
const imagePaths = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string' && value !== ''
      ? [value]
      : [];

const textFields = new Set([
  'titre',
  'extrait',
  'description_courte',
  'seo_titre',
  'seo_description',
]);

/** Word runs from `before` (the revision) to `after` (the current version). */
export function diffText(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((part) => ({
    value: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

/** A revision's date and time in French ("27 novembre 2026 à 03:10"), Tunis time. */
export const formatRevisionDate = formatDateTime;

type Shown = (field: string, value: unknown) => string;

/** One image of a gallery: its path, or its alt text and focal point (`images_details`). */
function describeImage(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const alt = 'alt' in item && typeof item.alt === 'string' && item.alt !== '' ? item.alt : null;
  const focal = 'focal' in item && typeof item.focal === 'object' ? item.focal : null;
  const where =
    focal && 'x' in focal && 'y' in focal ? ` (point focal ${focal.x} %, ${focal.y} %)` : '';
  return `${alt ? `« ${alt} »` : 'sans texte alternatif'}${where}`;
}

/**
 * A revision kept before alt texts and focal points, or characteristics, existed had none; a
 * characteristic compares by its label and value, whatever the order of its stored keys.
 */
const comparable = (field: string, value: unknown) => {
  if (field === 'caracteristiques') {
    return characteristicsOf(value);
  }
  // Issue 39: terms compare by their text, whatever the order of their stored keys.
  if (field === 'location') return rentalTermsText(rentalTermsOf(value));
  return field === 'images_details' && value === undefined ? [] : value;
};

function show(field: string, value: unknown): string {
  if (field === 'location') return typeof value === 'string' ? value : rentalTermsText(null);
  if (value === null || value === undefined || value === '') return '(vide)';
  if (field === 'caracteristiques') return characteristicsText(characteristicsOf(value));
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value)) {
    if (value.length === 0) return '(aucune image)';
    const count = value.length > 1 ? `${value.length} images` : '1 image';
    return `${count} : ${value.map(describeImage).join(', ')}`;
  }
  if (field === 'statut' && typeof value === 'string') return articleStatuses[value] ?? value;
  if (field === 'publie_le' && typeof value === 'string') return formatDateTime(value);
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function diffFields<T extends Record<string, unknown>>(
  fields: readonly (keyof T & string)[],
  revision: T,
  current: T,
  shown: Shown,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const before = comparable(field, revision[field]);
    const after = comparable(field, current[field]);
    if (same(before, after)) continue;
    const label = fieldLabel(field);
    if (imageFields.has(field)) {
      changes.push({
        field,
        label,
        kind: 'images',
        before: imagePaths(before),
        after: imagePaths(after),
      });
    } else if (htmlFields.has(field) || textFields.has(field)) {
      const toText = htmlFields.has(field) ? htmlToLines : (text: string) => text;
      const parts = diffText(toText(String(before ?? '')), toText(String(after ?? '')));
      // Markup alone changed (a class, an attribute): say so rather than show an empty diff.
      const visible = parts.some((part) => part.change !== 'same');
      changes.push(
        visible
          ? { field, label, kind: 'text', parts }
          : { field, label, kind: 'value', before: 'Mise en forme', after: 'modifiée' },
      );
    } else {
      changes.push({
        field,
        label,
        kind: 'value',
        before: shown(field, before),
        after: shown(field, after),
      });
    }
  }
  return changes;
}

/** What differs between an article's revision and its current version. */
export function diffArticleRevision(
  revision: ArticleRevisionFields,
  current: ArticleRevisionFields,
): FieldChange[] {
  return diffFields(articleFields, revision, current, show);
}

/** What differs between a product's revision and its current version; categories by name. */
export function diffProductRevision(
  revision: ProductRevisionFields,
  current: ProductRevisionFields,
  categoryName: (id: number) => string | undefined,
): FieldChange[] {
  const shown: Shown = (field, value) => {
    if (field === 'prix' && typeof value === 'number') return priceLabel(value, current.devise);
    if (field === 'categorie_id' && typeof value === 'number') {
      return categoryName(value) ?? `Catégorie n° ${value}`;
    }
    return show(field, value);
  };
  return diffFields(productFields, revision, current, shown);
}
