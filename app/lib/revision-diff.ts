/**
 * The Historique panel's diff (issue 24): a revision against the current version, changed fields
 * only, each with its French label. Texts are diffed word by word with jsdiff (`diff`), a
 * well-kept library, rather than a hand-written diff; HTML bodies are diffed as their text, one
 * line per block, so markup alone never shows as a change the reader cannot see.
 * Here in app/lib, not domain/: the domain imports valibot only (.dependency-cruiser.ts).
 */
import { diffWordsWithSpace } from 'diff';
import { htmlToLines } from '#domain/html-text.ts';
import { priceLabel } from '#domain/price.ts';
import type { ArticleRevisionFields, ProductRevisionFields } from '#domain/revisions.ts';

/** One run of text: in both versions, only in the revision (`removed`) or only now (`added`). */
export interface DiffPart {
  value: string;
  change: 'same' | 'removed' | 'added';
}

/** One changed field: texts as word runs, anything else as two short values. */
export type FieldChange =
  | { field: string; label: string; kind: 'text'; parts: DiffPart[] }
  | { field: string; label: string; kind: 'value'; before: string; after: string };

export const articleFieldLabels: Record<keyof ArticleRevisionFields, string> = {
  titre: 'Titre',
  slug: 'Slug',
  nom_auteur: 'Auteur',
  image_miniature: 'Image principale',
  galerie_json: 'Galerie',
  extrait: 'Extrait',
  contenu_html: 'Contenu',
  statut: 'Statut',
  publie_le: 'Date de publication',
  seo_titre: 'Titre SEO',
  seo_description: 'Description SEO',
  images_details: 'Textes alternatifs et points focaux',
};

export const productFieldLabels: Record<keyof ProductRevisionFields, string> = {
  titre: 'Titre',
  slug: 'Slug',
  reference: 'Référence',
  description_html: 'Description',
  description_courte: 'Description courte',
  seo_description: 'Description SEO',
  categorie_id: 'Catégorie',
  prix: 'Prix',
  devise: 'Devise',
  image: 'Image principale',
  image_miniature: 'Miniature',
  galerie_json: 'Galerie',
  images_details: 'Textes alternatifs et points focaux',
  est_actif: 'En ligne',
};

const statusLabels: Record<string, string> = {
  brouillon: 'Brouillon',
  publie: 'Publié',
  archive: 'Archivé',
};

const htmlFields = new Set(['contenu_html', 'description_html']);
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

const frenchDateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Tunis',
});

/** A revision's date and time in French ("27 novembre 2026 à 03:10"), Tunis time. */
export function formatRevisionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : frenchDateTime.format(date);
}

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

/** A revision kept before alt texts and focal points existed had none. */
const comparable = (field: string, value: unknown) =>
  field === 'images_details' && value === undefined ? [] : value;

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vide)';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value)) {
    if (value.length === 0) return '(aucune image)';
    return `${value.length} image(s) : ${value.map(describeImage).join(', ')}`;
  }
  if (field === 'statut' && typeof value === 'string') return statusLabels[value] ?? value;
  if (field === 'publie_le' && typeof value === 'string') return formatRevisionDate(value);
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function diffFields<T extends Record<string, unknown>>(
  labels: Record<keyof T & string, string>,
  revision: T,
  current: T,
  shown: Shown,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(labels) as (keyof T & string)[]) {
    const before = comparable(field, revision[field]);
    const after = comparable(field, current[field]);
    if (same(before, after)) continue;
    const label = labels[field];
    if (htmlFields.has(field) || textFields.has(field)) {
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
  return diffFields(articleFieldLabels, revision, current, show);
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
  return diffFields(productFieldLabels, revision, current, shown);
}
