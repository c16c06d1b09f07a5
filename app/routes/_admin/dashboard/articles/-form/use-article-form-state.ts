import { useReducer } from 'react';
import { nextSlug } from '#app/lib/article-form.ts';
import type { ArticleFields } from '#domain/article-fields.schema.ts';

/** What the form holds: the article's fields, and image files chosen but not uploaded yet. */
export interface ArticleFormState {
  fields: ArticleFields;
  /** SPEC §5: the slug follows the title while it is empty or still this generated value. */
  lastGeneratedSlug: string;
  mainFile: File | null;
  galleryFiles: File[];
}

type TextField = 'nom_auteur' | 'extrait' | 'contenu_html' | 'seo_titre' | 'seo_description';

export type ArticleFormAction =
  | { type: 'title'; value: string }
  | { type: 'slug'; value: string }
  | { type: 'text'; name: TextField; value: string }
  | { type: 'statut'; value: ArticleFields['statut'] }
  | { type: 'main.choose'; file: File }
  | { type: 'main.remove' }
  | { type: 'gallery.add'; files: File[] }
  | { type: 'gallery.removeExisting'; index: number }
  | { type: 'gallery.removePending'; index: number }
  /** A reloaded server copy or a restored local draft: files chosen stay chosen. */
  | { type: 'replace'; fields: ArticleFields };

function reduce(state: ArticleFormState, action: ArticleFormAction): ArticleFormState {
  const { fields } = state;
  switch (action.type) {
    case 'title': {
      const slug = nextSlug(
        { slug: fields.slug, lastGeneratedSlug: state.lastGeneratedSlug },
        action.value,
      );
      return {
        ...state,
        fields: { ...fields, titre: action.value, slug: slug.slug },
        lastGeneratedSlug: slug.lastGeneratedSlug,
      };
    }
    case 'slug':
      return { ...state, fields: { ...fields, slug: action.value } };
    case 'text':
      return { ...state, fields: { ...fields, [action.name]: action.value } };
    case 'statut':
      return { ...state, fields: { ...fields, statut: action.value } };
    case 'main.choose':
      return { ...state, mainFile: action.file };
    case 'main.remove':
      // A pending file is dropped first (the stored image shows again); then the stored one.
      return state.mainFile
        ? { ...state, mainFile: null }
        : { ...state, fields: { ...fields, image_miniature: null } };
    case 'gallery.add':
      return { ...state, galleryFiles: [...state.galleryFiles, ...action.files] };
    case 'gallery.removeExisting':
      return {
        ...state,
        fields: {
          ...fields,
          galerie_json: fields.galerie_json.filter((_, index) => index !== action.index),
        },
      };
    case 'gallery.removePending':
      return {
        ...state,
        galleryFiles: state.galleryFiles.filter((_, index) => index !== action.index),
      };
    case 'replace':
      return { ...state, fields: action.fields, lastGeneratedSlug: '' };
  }
}

/** The form's state; nothing here touches the server (removals change only the form, SPEC §4). */
export function useArticleFormState(initial: ArticleFields) {
  return useReducer(reduce, initial, (fields) => ({
    fields,
    lastGeneratedSlug: '',
    mainFile: null,
    galleryFiles: [],
  }));
}
