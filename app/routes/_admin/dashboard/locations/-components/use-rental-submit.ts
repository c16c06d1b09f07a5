import { useNavigate } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  checkRentalForm,
  type RentalFormErrors,
  type RentalFormValues,
} from '#app/lib/rental-form.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';
import { createDeskRental } from '#server/functions/rental-desk.functions.ts';

const unreachable = 'Le serveur ne répond pas. La réservation n’a pas été enregistrée : réessayez.';

/**
 * Sends « Nouvelle réservation »: checked as the API checks it first; on any refusal the fields
 * keep what was typed and the message says why; once saved, the reservation's page.
 */
export function useRentalSubmit(
  values: RentalFormValues,
  terms: RentalTerms | undefined,
  rules: { today: string; maxDays: number },
) {
  const navigate = useNavigate();
  const create = useServerFn(createDeskRental);
  const [errors, setErrors] = useState<RentalFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const checked = checkRentalForm(values, terms, rules);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage('Vérifiez les champs signalés.');
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await create({ data: checked.body });
      if (!result.ok) {
        setErrors(result.fields);
        setMessage(result.message);
        return;
      }
      toast.success(`Réservation ${result.value.reference} enregistrée.`);
      await navigate({ to: '/dashboard/locations/$id', params: { id: String(result.value.id) } });
    } catch {
      setMessage(unreachable);
    } finally {
      setSaving(false);
    }
  }

  return { errors, message, saving, onSubmit };
}
