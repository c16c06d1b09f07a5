import { useId } from 'react';
import { RichTextField } from '#app/components/rich-text/rich-text-field.tsx';
import { InputField, SelectField } from '#app/components/ui/form-fields.tsx';
import type { ProductAddFields, ProductFieldErrors } from '#domain/product-form.rules.ts';
import type { CategoryOption } from '#server/functions/admin-product-form.functions.ts';
import { PriceField } from './price-field.tsx';

/** The fields both product forms share (the description is named differently in each). */
type SharedFields = Omit<ProductAddFields, 'description'>;

/** One form's values, field errors and change handler, handed to each shared field. */
export interface ProductForm {
  values: SharedFields;
  errors: ProductFieldErrors;
  onChange: (patch: Partial<SharedFields>) => void;
}

/** SPEC §2: the category dropdown (up to 100); a sub-category is named with its parent. */
export function CategoryField({
  options,
  value,
  error,
  onChange,
}: {
  options: readonly CategoryOption[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  // A product filed under a category beyond the first 100 keeps it selectable.
  const missing = value !== '' && !options.some((option) => String(option.id) === value);
  return (
    <SelectField
      label="Catégorie *"
      name="categorie_id"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Sélectionnez une catégorie</option>
      {missing ? <option value={value}>{`Catégorie actuelle (n° ${value})`}</option> : null}
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.parent ? `${option.parent} › ${option.nom}` : option.nom}
        </option>
      ))}
    </SelectField>
  );
}

/** SPEC §2: the product title, required in both forms. */
export function TitleField({
  form,
  autoFocus = false,
}: {
  form: ProductForm;
  autoFocus?: boolean;
}) {
  return (
    <InputField
      label="Titre *"
      name="titre"
      required
      autoFocus={autoFocus}
      value={form.values.titre}
      error={form.errors.titre}
      onChange={(event) => form.onChange({ titre: event.target.value })}
    />
  );
}

/** SPEC §2: category and price side by side, in both product forms. */
export function CategoryPriceRow({
  form,
  categories,
  devise,
  priceLabel,
}: {
  form: ProductForm;
  categories: readonly CategoryOption[];
  devise: string | null;
  priceLabel: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CategoryField
        options={categories}
        value={form.values.categorie_id}
        error={form.errors.categorie_id}
        onChange={(categorie_id) => form.onChange({ categorie_id })}
      />
      <PriceField
        label={priceLabel}
        value={form.values.prix}
        devise={devise}
        error={form.errors.prix}
        onChange={(prix) => form.onChange({ prix })}
      />
    </div>
  );
}

/** SPEC §2: the product reference, at most 60 characters; `hint` says what leaving it empty does. */
export function ReferenceField({ form, hint }: { form: ProductForm; hint: string }) {
  return (
    <InputField
      label="Référence"
      name="reference"
      maxLength={60}
      value={form.values.reference}
      error={form.errors.reference}
      hint={hint}
      onChange={(event) => form.onChange({ reference: event.target.value })}
    />
  );
}

/**
 * SPEC §2: the description, one field for both forms (the add form sends it as `description`, the
 * edit form as `description_html`; the API sanitises both the same way).
 */
export function DescriptionField({
  name,
  value,
  onChange,
}: {
  name: 'description' | 'description_html';
  value: string;
  onChange: (description: string) => void;
}) {
  return (
    <RichTextField
      label="Description"
      sourceLabel="Description HTML"
      name={name}
      value={value}
      hint="Le texte complet du produit. La fenêtre du produit sur le catalogue l’affiche quand la description courte est vide. Mettez en forme avec la barre d'outils (titres, listes, tableau des caractéristiques) ; « Code HTML » montre le HTML."
      onChange={onChange}
    />
  );
}

/** SPEC §2: est_actif, a product shown on the public catalogue. */
export function OnlineField({ form, label }: { form: ProductForm; label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        name="est_actif"
        checked={form.values.est_actif}
        onChange={(event) => form.onChange({ est_actif: event.target.checked })}
        className="size-4 rounded border-slate-300 accent-teal-700"
      />
      <label htmlFor={id} className="font-medium text-slate-800 text-sm">
        {label}
      </label>
    </div>
  );
}
