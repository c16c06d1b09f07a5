import type { Dispatch } from 'react';
import { InputField, TextAreaField } from '#app/components/ui/form-fields.tsx';
import { seoCounterLabel } from '#app/lib/article-form.ts';
import type { ArticleFields } from '#domain/article-fields.schema.ts';
import { FormSection } from './form-section.tsx';
import type { ArticleFormAction } from './use-article-form-state.ts';

/** SPEC §2: Optimisation SEO; the 300-character counter informs, it does not block (SPEC §5). */
export function ArticleSeoSection({
  fields,
  dispatch,
}: {
  fields: ArticleFields;
  dispatch: Dispatch<ArticleFormAction>;
}) {
  const description = fields.seo_description ?? '';
  return (
    <FormSection title="Optimisation SEO">
      <InputField
        label="Titre SEO"
        name="seo_titre"
        value={fields.seo_titre ?? ''}
        onChange={(event) =>
          dispatch({ type: 'text', name: 'seo_titre', value: event.target.value })
        }
      />
      <TextAreaField
        label="Description SEO"
        name="seo_description"
        rows={3}
        value={description}
        hint={seoCounterLabel(description)}
        onChange={(event) =>
          dispatch({ type: 'text', name: 'seo_description', value: event.target.value })
        }
      />
    </FormSection>
  );
}
