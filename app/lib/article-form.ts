/** Pure logic of the article form (SPEC §2 "Article form", §4 "Article save", §5). No React here. */
import { limits } from '#config';
import type { ArticleFields } from '#domain/article-fields.schema.ts';
import { sameFields, withPublicationDate } from '#domain/article-save.rules.ts';
import { slugifyArticle } from '#domain/slugify.ts';
import { characterCountLabel } from './character-count.ts';

export interface SlugState {
  slug: string;
  /** The last slug generated from the title ('' when none, e.g. an existing article). */
  lastGeneratedSlug: string;
}

/**
 * SPEC §4/§5: the slug follows the title while it is empty or still the value last generated;
 * once the editor typed their own slug it is kept (clearing it makes it follow again).
 */
export function nextSlug(state: SlugState, title: string): SlugState {
  const follows = state.slug.trim() === '' || state.slug === state.lastGeneratedSlug;
  if (!follows) return state;
  const generated = slugifyArticle(title);
  return { slug: generated, lastGeneratedSlug: generated };
}

export function emptyArticleFields(): ArticleFields {
  return {
    titre: '',
    slug: '',
    nom_auteur: null,
    extrait: null,
    contenu_html: '',
    statut: 'brouillon',
    publie_le: null,
    seo_titre: null,
    seo_description: null,
    image_miniature: null,
    galerie_json: [],
  };
}

const optionalText = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The form holds '' for an empty optional text; the API stores null. */
function normalizeFields(fields: ArticleFields): ArticleFields {
  return {
    ...fields,
    titre: fields.titre.trim(),
    slug: fields.slug.trim(),
    nom_auteur: optionalText(fields.nom_auteur),
    extrait: optionalText(fields.extrait),
    seo_titre: optionalText(fields.seo_titre),
    seo_description: optionalText(fields.seo_description),
  };
}

/** What "Enregistrer" sends: trimmed texts, empty optional texts as null, SPEC §4 publication date. */
export function fieldsForSave(fields: ArticleFields, now: Date): ArticleFields {
  return withPublicationDate(normalizeFields(fields), now);
}

/** Whether leaving the form would lose something: changed fields or images waiting for upload. */
export function isDirty(initial: ArticleFields, current: ArticleFields, pendingCount: number) {
  return pendingCount > 0 || !sameFields(normalizeFields(initial), normalizeFields(current));
}

/** SPEC §2/§9: "n/300 caractères", shown but not enforced. */
export function seoCounterLabel(text: string): string {
  return characterCountLabel(text, limits.seoDescriptionCounter);
}
