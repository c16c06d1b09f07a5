import { TextAreaField } from '#app/components/ui/form-fields.tsx';
import { characterCountLabel } from '#app/lib/character-count.ts';
import { productTextLimits } from '#domain/product-form.rules.ts';
import type { ProductForm } from './product-fields.tsx';

type CountedName = keyof typeof productTextLimits;

/** A product text field with its counter, bounded by the API's limit for it (issue 36 §2). */
function CountedTextField({
  form,
  name,
  label,
  rows,
  hint,
}: {
  form: ProductForm;
  name: CountedName;
  label: string;
  rows: number;
  hint: string;
}) {
  const value = form.values[name];
  const limit = productTextLimits[name];
  return (
    <TextAreaField
      label={label}
      name={name}
      rows={rows}
      maxLength={limit}
      value={value}
      hint={`${hint} ${characterCountLabel(value, limit)}`}
      onChange={(event) => form.onChange({ [name]: event.target.value })}
    />
  );
}

/**
 * Issue 36 §2: the short description, what the catalogue's product window shows first (SPEC §3
 * display rule); the API refuses more than 1,000 characters.
 */
export function ShortDescriptionField({ form }: { form: ProductForm }) {
  return (
    <CountedTextField
      form={form}
      name="description_courte"
      label="Description courte"
      rows={3}
      hint="Affichée dans la fenêtre du produit sur le catalogue, à la place de la description."
    />
  );
}

/** Issue 36 §2: the text search engines show under the product's title (about 160 read). */
export function SeoDescriptionField({ form }: { form: ProductForm }) {
  return (
    <CountedTextField
      form={form}
      name="seo_description"
      label="Description pour les moteurs de recherche"
      rows={2}
      hint="Affichée par Google sous le titre du produit (environ 160 caractères sont lus) ; sans elle, la description courte sert."
    />
  );
}
