import { useId } from 'react';
import { FieldMessages, InputField } from '#app/components/ui/form-fields.tsx';
import { shops } from '#config';
import {
  type RentalTermsErrors,
  type RentalTermsFieldName,
  type RentalTermsFields,
  readRentalTermsFields,
  rentalTermsLabels,
} from '#domain/rental-terms-form.rules.ts';

const amountHint = 'En dinars, 3 décimales au plus, par exemple 1 234,500.';
const hints: Partial<Record<RentalTermsFieldName, string>> = {
  prix_jour: amountHint,
  prix_semaine: 'Facultatif : 7 jours. Laissé vide, la semaine est facturée au jour.',
  prix_mois: 'Facultatif : 30 jours. Laissé vide, le mois est facturé en semaines et jours.',
  caution: 'Rendue au retour du matériel ; 0 : pas de caution.',
  jours_tampon: 'Nettoyage et désinfection : le matériel reste indisponible ces jours-là.',
  frais_livraison: 'Facultatif : laissé vide, pas de livraison ; 0 : livraison gratuite.',
};
type TextTerm = Exclude<RentalTermsFieldName, 'boutiques'>;
const amounts: readonly TextTerm[] = ['prix_jour', 'prix_semaine', 'prix_mois', 'caution'];
const counts: readonly TextTerm[] = ['unites', 'duree_min_jours', 'jours_tampon'];
const optional: ReadonlySet<RentalTermsFieldName> = new Set([
  'prix_semaine',
  'prix_mois',
  'frais_livraison',
]);

/**
 * Issue 39: the product form's « Location » section. Ticked, the terms a rental is priced and
 * booked with (docs/decisions/037); amounts typed French-style like the product's price. Each
 * term's problem shows under it once a save was refused; the API's refusal (units reserved)
 * shows above the terms.
 */
export function RentalTermsField({
  value,
  error,
  onChange,
}: {
  value: RentalTermsFields;
  /** The save's refusal (the form's check or the API's): shows each term's problem. */
  error: string | undefined;
  onChange: (value: RentalTermsFields) => void;
}) {
  const id = useId();
  const read = error ? readRentalTermsFields(value) : null;
  const errors: RentalTermsErrors = read && !read.ok ? read.errors : {};
  const fieldProblems = Object.keys(errors).length > 0;
  const set = (patch: Partial<RentalTermsFields>) => onChange({ ...value, ...patch });
  const input = (name: TextTerm) => (
    <InputField
      key={name}
      label={`${rentalTermsLabels[name]}${optional.has(name) ? '' : ' *'}`}
      name={`location_${name}`}
      type="text"
      inputMode={counts.includes(name) ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={value[name]}
      error={errors[name]}
      hint={hints[name]}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );
  const toggleShop = (shopId: string, on: boolean) =>
    set({
      boutiques: on
        ? shops
            .map((shop) => shop.id)
            .filter((id_) => id_ === shopId || value.boutiques.includes(id_))
        : value.boutiques.filter((chosen) => chosen !== shopId),
    });

  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-800 text-sm">Location</legend>
      {error && !fieldProblems ? (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <input
          id={`${id}-loue`}
          type="checkbox"
          name="location_loue"
          checked={value.loue}
          aria-describedby={`${id}-loue-hint`}
          onChange={(event) => set({ loue: event.target.checked })}
          className="size-4 rounded border-slate-300 accent-teal-700"
        />
        <label htmlFor={`${id}-loue`} className="font-medium text-slate-800 text-sm">
          Proposer ce produit à la location
        </label>
      </div>
      <p id={`${id}-loue-hint`} className="-mt-2 text-slate-500 text-xs">
        Le prix d’une location est la combinaison la moins chère de mois, semaines et jours.
      </p>
      {value.loue ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {input('unites')}
            {input('duree_min_jours')}
            {amounts.map(input)}
            {input('jours_tampon')}
            {input('frais_livraison')}
          </div>
          <fieldset
            className="min-w-0"
            aria-describedby={errors.boutiques ? `${id}-shops-error` : undefined}
          >
            <legend className="font-medium text-slate-800 text-sm">
              {`${rentalTermsLabels.boutiques} *`}
            </legend>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {shops.map((shop) => (
                <label key={shop.id} className="flex items-center gap-3 text-slate-800 text-sm">
                  <input
                    type="checkbox"
                    name="location_boutiques"
                    value={shop.id}
                    checked={value.boutiques.includes(shop.id)}
                    onChange={(event) => toggleShop(shop.id, event.target.checked)}
                    className="size-4 rounded border-slate-300 accent-teal-700"
                  />
                  {shop.name}
                </label>
              ))}
            </div>
            <FieldMessages id={`${id}-shops`} error={errors.boutiques} />
          </fieldset>
        </>
      ) : null}
    </fieldset>
  );
}
