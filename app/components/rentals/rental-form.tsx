import { type RefObject, useRef } from 'react';
import { dinarLabel } from '#domain/rental-price.ts';
import type { RentalFieldErrors, RentalRequestFields } from '#domain/rental-request.rules.ts';
import { type RentalTerms, rentalShopName } from '#domain/rental-terms.ts';
import { rentalFieldLimits } from '#domain/rentals.schema.ts';
import { primaryButton } from '../ui/buttons.ts';
import { FieldMessages, InputField, SelectField, TextAreaField } from '../ui/form-fields.tsx';
import { HoneypotField } from '../ui/honeypot-field.tsx';
import { useFocusFirstError } from '../use-focus-first-error.ts';

/**
 * Issue 39: who asks and how the equipment reaches them. The fields are the machine's (nothing is
 * lost going back to the dates or after a refusal); each message sits under its field.
 */
export function RentalForm({
  terms,
  fields,
  fieldErrors,
  error,
  busy,
  honeypot,
  onChange,
  onSubmit,
}: {
  terms: RentalTerms;
  fields: RentalRequestFields;
  fieldErrors: RentalFieldErrors;
  error: string | null;
  busy: boolean;
  honeypot: RefObject<HTMLInputElement | null>;
  onChange: (fields: Partial<RentalRequestFields>) => void;
  onSubmit: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form, fieldErrors);
  const delivers = terms.frais_livraison !== null;
  const radio = 'size-5 border-slate-300 text-teal-700 focus:ring-teal-600';
  return (
    <form
      ref={form}
      noValidate
      aria-busy={busy}
      className="relative space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        focusFirstError();
      }}
    >
      <p className="text-slate-600 text-sm">Les champs marqués d’un * sont obligatoires.</p>
      <InputField
        label="Nom *"
        name="nom"
        autoComplete="name"
        maxLength={rentalFieldLimits.nom}
        value={fields.nom}
        error={fieldErrors.nom}
        onChange={(event) => onChange({ nom: event.target.value })}
      />
      <InputField
        label="Téléphone *"
        name="telephone"
        type="tel"
        autoComplete="tel"
        hint="Par exemple 98 750 750 ou +216 98 750 750."
        value={fields.telephone}
        error={fieldErrors.telephone}
        onChange={(event) => onChange({ telephone: event.target.value })}
      />
      <InputField
        label="E-mail (facultatif)"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={rentalFieldLimits.email}
        value={fields.email}
        error={fieldErrors.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      {delivers ? (
        <fieldset>
          <legend className="font-medium text-slate-800 text-sm">Retrait ou livraison *</legend>
          <div className="mt-2 flex flex-col gap-2">
            <label className="flex items-center gap-3">
              <input
                type="radio"
                name="retrait"
                className={radio}
                checked={fields.retrait === 'boutique'}
                onChange={() => onChange({ retrait: 'boutique' })}
              />
              Retrait en magasin
            </label>
            <label className="flex items-center gap-3">
              <input
                type="radio"
                name="retrait"
                className={radio}
                checked={fields.retrait === 'livraison'}
                onChange={() => onChange({ retrait: 'livraison' })}
              />
              {`Livraison à domicile (${terms.frais_livraison ? dinarLabel(terms.frais_livraison) : 'offerte'})`}
            </label>
          </div>
        </fieldset>
      ) : null}
      {fields.retrait === 'boutique' ? (
        <SelectField
          label="Magasin de retrait *"
          name="boutique"
          value={fields.boutique}
          error={fieldErrors.boutique}
          onChange={(event) => onChange({ boutique: event.target.value })}
        >
          <option value="">Choisissez un magasin</option>
          {terms.boutiques.map((id) => (
            <option key={id} value={id}>
              {rentalShopName(id)}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextAreaField
          label="Adresse de livraison *"
          name="adresse"
          rows={3}
          autoComplete="street-address"
          maxLength={rentalFieldLimits.adresse}
          value={fields.adresse}
          error={fieldErrors.adresse}
          onChange={(event) => onChange({ adresse: event.target.value })}
        />
      )}
      <TextAreaField
        label="Note (facultatif)"
        name="note"
        rows={3}
        maxLength={rentalFieldLimits.note}
        hint="Étage, horaires, besoin particulier…"
        value={fields.note}
        error={fieldErrors.note}
        onChange={(event) => onChange({ note: event.target.value })}
      />
      <div>
        <label className="flex items-start gap-3 text-slate-800">
          <input
            id="location-consentement"
            type="checkbox"
            name="consentement"
            checked={fields.consentement}
            aria-invalid={Boolean(fieldErrors.consentement)}
            aria-describedby={fieldErrors.consentement ? 'location-consentement-error' : undefined}
            onChange={(event) => onChange({ consentement: event.target.checked })}
            className="mt-0.5 size-5 rounded border-slate-300 text-teal-700 focus:ring-teal-600"
          />
          J’accepte d’être recontacté(e) au sujet de cette demande. *
        </label>
        <FieldMessages id="location-consentement" error={fieldErrors.consentement} />
      </div>
      <HoneypotField inputRef={honeypot} name="site_web" id="location-site-web" />
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`}>
        {busy ? 'Envoi en cours…' : 'Envoyer la demande'}
      </button>
    </form>
  );
}
