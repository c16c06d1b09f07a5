import { useState } from 'react';
import { primaryButton } from '#app/components/ui/buttons.ts';
import { InputField, SelectField, TextAreaField } from '#app/components/ui/form-fields.tsx';
import { emptyRentalForm, type RentalFormValues } from '#app/lib/rental-form.ts';
import { rentalMaxQuantity } from '#domain/rentals.schema.ts';
import type { DeskProduct } from '#server/functions/rental-desk.functions.ts';
import { RentalChoice } from './rental-choice.tsx';
import { RentalQuoteLine } from './rental-quote-line.tsx';
import { RentalWayFields } from './rental-way-fields.tsx';
import { useRentalSubmit } from './use-rental-submit.ts';

/**
 * « Nouvelle réservation » for a rental taken by phone: checked as the API checks it, priced as
 * typed; on any refusal every field keeps what was typed and the message says why.
 */
export function RentalForm({
  products,
  rules,
}: {
  products: readonly DeskProduct[];
  rules: { today: string; maxDays: number };
}) {
  const [values, setValues] = useState<RentalFormValues>(emptyRentalForm);
  const product = products.find((item) => String(item.id) === values.produit);
  const terms = product?.location;
  const { errors, message, saving, onSubmit } = useRentalSubmit(values, terms, rules);
  const set = (change: Partial<RentalFormValues>) =>
    setValues((current) => ({ ...current, ...change }));
  const text = (name: keyof RentalFormValues) => ({
    name,
    value: values[name],
    error: errors[name === 'produit' ? 'produit_id' : name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Nouvelle réservation"
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <SelectField
            label="Matériel"
            {...text('produit')}
            onChange={(event) => set({ produit: event.target.value, boutique: '' })}
          >
            <option value="">Choisissez le matériel</option>
            {products.map((item) => (
              <option key={item.id} value={item.id}>
                {item.titre} ({item.location.unites} unité{item.location.unites > 1 ? 's' : ''})
              </option>
            ))}
          </SelectField>
        </div>
        <InputField label="Début" type="date" min={rules.today} {...text('debut')} />
        <InputField
          label="Fin"
          type="date"
          min={values.debut || rules.today}
          {...text('fin')}
          hint={
            terms
              ? `Au moins ${terms.duree_min_jours} jour${terms.duree_min_jours > 1 ? 's' : ''}.`
              : undefined
          }
        />
        <InputField
          label="Quantité"
          type="number"
          min={1}
          max={rentalMaxQuantity}
          inputMode="numeric"
          {...text('quantite')}
        />
        <InputField label="Nom du client" autoComplete="off" maxLength={120} {...text('nom')} />
        <InputField
          label="Téléphone"
          type="tel"
          autoComplete="off"
          {...text('telephone')}
          hint="Par exemple 98 750 750."
        />
        <InputField
          label="E-mail (facultatif)"
          type="email"
          autoComplete="off"
          {...text('email')}
        />
      </div>
      <RentalWayFields values={values} errors={errors} terms={terms} set={set} field={text} />
      <TextAreaField label="Note (facultatif)" rows={3} maxLength={1000} {...text('note')} />
      <RentalChoice
        legend="Statut"
        name="statut"
        value={values.statut}
        options={[
          { value: 'confirmee', label: 'Confirmée' },
          { value: 'demande', label: 'Demande (unités retenues en attendant la confirmation)' },
        ]}
        onChange={(statut) => set({ statut })}
      />
      <RentalQuoteLine values={values} terms={terms} rules={rules} />
      {message ? (
        <p role="alert" className="text-red-700 text-sm">
          {message}
        </p>
      ) : null}
      <button type="submit" className={primaryButton} disabled={saving}>
        {saving ? 'Enregistrement…' : 'Enregistrer la réservation'}
      </button>
    </form>
  );
}
