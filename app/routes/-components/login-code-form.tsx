import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TwoFactorCodeField } from '#app/components/admin/two-factor-code-field.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';

/**
 * The code step of sign-in (issue 23): the 6-digit code of the authenticator app, or one of the
 * recovery codes; "Annuler" goes back to the password.
 */
export function LoginCodeForm({
  error,
  pending,
  onCode,
  onCancel,
}: {
  error: string | null;
  pending: boolean;
  onCode: (code: string) => void;
  onCancel: () => void;
}) {
  const [missing, setMissing] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
  }, []);
  // A refused code: the field is emptied and focused for the next try.
  useEffect(() => {
    if (!error) return;
    const field = form.current?.querySelector<HTMLInputElement>('[name="code"]');
    if (field) {
      field.value = '';
      field.focus();
    }
  }, [error]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setMissing(code ? undefined : 'Le code est obligatoire.');
    if (code) onCode(code);
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <p className="text-slate-700">
        Double authentification : ouvrez votre application d’authentification et saisissez le code
        affiché pour ce compte.
      </p>
      <FormAlert id={`${id}-error`}>{error}</FormAlert>
      <TwoFactorCodeField error={missing} />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? 'Vérification…' : 'Vérifier'}
      </button>
      <button
        type="button"
        onClick={onCancel}
        className="w-full rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
      >
        Annuler
      </button>
    </form>
  );
}
