import { TextAreaField } from '#app/components/ui/form-fields.tsx';
import { characterCountLabel } from '#app/lib/character-count.ts';
import { productTextLimits } from '#domain/product-form.rules.ts';
import type { ProductForm } from './product-fields.tsx';

/**
 * Issue 36 §2: the short description, what the catalogue's product window shows first (SPEC §3
 * display rule), with its counter; the API refuses more than 1,000 characters.
 */
export function ShortDescriptionField({ form }: { form: ProductForm }) {
  const value = form.values.description_courte;
  return (
    <TextAreaField
      label="Description courte"
      name="description_courte"
      rows={3}
      maxLength={productTextLimits.description_courte}
      value={value}
      hint={`Affichée dans la fenêtre du produit sur le catalogue, à la place de la description. ${characterCountLabel(value, productTextLimits.description_courte)}`}
      onChange={(event) => form.onChange({ description_courte: event.target.value })}
    />
  );
}

/** Issue 36 §2: the text search engines show under the product's title (about 160 read). */
export function SeoDescriptionField({ form }: { form: ProductForm }) {
  const value = form.values.seo_description;
  return (
    <TextAreaField
      label="Description pour les moteurs de recherche"
      name="seo_description"
      rows={2}
      maxLength={productTextLimits.seo_description}
      value={value}
      hint={`Affichée par Google sous le titre du produit (environ 160 caractères sont lus) ; sans elle, la description courte sert. ${characterCountLabel(value, productTextLimits.seo_description)}`}
      onChange={(event) => form.onChange({ seo_description: event.target.value })}
    />
  );
}
