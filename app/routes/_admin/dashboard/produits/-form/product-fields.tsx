import { useId } from 'react';
import { InputField, SelectField, TextAreaField } from '#app/components/ui/form-fields.tsx';
import type { ProductAddFields, ProductFieldErrors } from '#domain/product-form.rules.ts';
import type { CategoryOption } from '#server/functions/admin-product-form.functions.ts';
import { PriceField } from './price-field.tsx';

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
  value,
  error,
  autoFocus = false,
  onChange,
}: {
  value: string;
  error: string | undefined;
  autoFocus?: boolean;
  onChange: (titre: string) => void;
}) {
  return (
    <InputField
      label="Titre *"
      name="titre"
      required
      autoFocus={autoFocus}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** SPEC §2: category and price side by side, in both product forms. */
export function CategoryPriceRow({
  categories,
  values,
  devise,
  priceLabel,
  errors,
  onChange,
}: {
  categories: readonly CategoryOption[];
  values: Pick<ProductAddFields, 'categorie_id' | 'prix'>;
  devise: string | null;
  priceLabel: string;
  errors: ProductFieldErrors;
  onChange: (patch: Partial<Pick<ProductAddFields, 'categorie_id' | 'prix'>>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CategoryField
        options={categories}
        value={values.categorie_id}
        error={errors.categorie_id}
        onChange={(categorie_id) => onChange({ categorie_id })}
      />
      <PriceField
        label={priceLabel}
        value={values.prix}
        devise={devise}
        error={errors.prix}
        onChange={(prix) => onChange({ prix })}
      />
    </div>
  );
}

/** SPEC §2: the product reference, at most 60 characters; `hint` says what leaving it empty does. */
export function ReferenceField({
  value,
  error,
  hint,
  onChange,
}: {
  value: string;
  error: string | undefined;
  hint: string;
  onChange: (reference: string) => void;
}) {
  return (
    <InputField
      label="Référence"
      name="reference"
      maxLength={60}
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
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
    <TextAreaField
      label="Description"
      name={name}
      rows={6}
      value={value}
      hint="Affichée sur la fiche du produit. Mise en forme simple acceptée : <p>, <ul>, <li>, <strong>."
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** SPEC §2: est_actif, a product shown on the public catalogue. */
export function OnlineField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        name="est_actif"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 accent-teal-700"
      />
      <label htmlFor={id} className="font-medium text-slate-800 text-sm">
        {label}
      </label>
    </div>
  );
}
