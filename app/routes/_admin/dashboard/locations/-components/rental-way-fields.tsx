import { SelectField, TextAreaField } from '#app/components/ui/form-fields.tsx';
import type { RentalFormErrors, RentalFormValues } from '#app/lib/rental-form.ts';
import { type RentalTerms, rentalShopName } from '#domain/rental-terms.ts';
import { RentalChoice } from './rental-choice.tsx';

interface FieldProps {
  name: keyof RentalFormValues;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/** How the equipment reaches the customer: a shop of the product's, or delivery where it is offered. */
export function RentalWayFields({
  values,
  errors,
  terms,
  set,
  field,
}: {
  values: RentalFormValues;
  errors: RentalFormErrors;
  terms: RentalTerms | undefined;
  set: (change: Partial<RentalFormValues>) => void;
  field: (name: keyof RentalFormValues) => FieldProps;
}) {
  return (
    <>
      <RentalChoice
        legend="Retrait"
        name="retrait"
        value={values.retrait}
        error={errors.retrait}
        options={[
          { value: 'boutique', label: 'En magasin' },
          { value: 'livraison', label: 'Livraison', disabled: terms?.frais_livraison === null },
        ]}
        onChange={(retrait) => set({ retrait })}
      />
      {values.retrait === 'boutique' ? (
        <SelectField label="Magasin" {...field('boutique')}>
          <option value="">Choisissez le magasin</option>
          {(terms?.boutiques ?? []).map((shop) => (
            <option key={shop} value={shop}>
              {rentalShopName(shop)}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextAreaField
          label="Adresse de livraison"
          rows={2}
          maxLength={500}
          {...field('adresse')}
        />
      )}
    </>
  );
}
