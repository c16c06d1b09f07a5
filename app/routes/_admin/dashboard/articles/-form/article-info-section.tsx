import type { Dispatch } from 'react';
import { InputField, SelectField, TextAreaField } from '#app/components/ui/form-fields.tsx';
import type { ArticleFields } from '#domain/article-fields.schema.ts';
import { FormSection } from './form-section.tsx';
import type { ArticleFormAction } from './use-article-form-state.ts';

type Errors = Partial<Record<'titre' | 'slug' | 'contenu_html', string>>;

/** SPEC §2: Informations générales — Titre *, Slug *, Auteur, Statut, Extrait (3 rows). */
export function ArticleInfoSection({
  fields,
  errors,
  dispatch,
}: {
  fields: ArticleFields;
  errors: Errors;
  dispatch: Dispatch<ArticleFormAction>;
}) {
  return (
    <FormSection title="Informations générales">
      <InputField
        label="Titre *"
        name="titre"
        required
        value={fields.titre}
        error={errors.titre}
        onChange={(event) => dispatch({ type: 'title', value: event.target.value })}
      />
      <InputField
        label="Slug *"
        name="slug"
        required
        value={fields.slug}
        error={errors.slug}
        hint={`URL: /articles/${fields.slug}`}
        onChange={(event) => dispatch({ type: 'slug', value: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Auteur"
          name="nom_auteur"
          value={fields.nom_auteur ?? ''}
          onChange={(event) =>
            dispatch({ type: 'text', name: 'nom_auteur', value: event.target.value })
          }
        />
        <SelectField
          label="Statut"
          name="statut"
          value={fields.statut}
          onChange={(event) => {
            const value = event.target.value;
            if (value === 'brouillon' || value === 'publie' || value === 'archive')
              dispatch({ type: 'statut', value });
          }}
        >
          <option value="brouillon">Brouillon</option>
          <option value="publie">Publié</option>
          <option value="archive">Archivé</option>
        </SelectField>
      </div>
      <TextAreaField
        label="Extrait"
        name="extrait"
        rows={3}
        value={fields.extrait ?? ''}
        onChange={(event) => dispatch({ type: 'text', name: 'extrait', value: event.target.value })}
      />
    </FormSection>
  );
}
