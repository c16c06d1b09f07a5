import { useServerFn } from '@tanstack/react-start';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { primaryButton } from '#app/components/ui/buttons.ts';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { InputField } from '#app/components/ui/form-fields.tsx';
import { PasswordChangeSchema, passwordMinLength } from '#domain/password-policy.ts';
import { changeMyPassword } from '#server/functions/auth.functions.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirmation';
type FieldErrors = Partial<Record<Field, string>>;
type Status = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string };

const mismatch = 'Les deux mots de passe ne correspondent pas.';
const unreachable =
  'Le serveur ne répond pas. Veuillez réessayer dans un instant : votre mot de passe n’a pas changé.';

/** The rule of app/lib/password-policy.ts, plus the confirmation the API never sees. */
function check(values: Record<Field, string>): FieldErrors {
  const errors: FieldErrors = {};
  const result = v.safeParse(PasswordChangeSchema, {
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  if (!result.success) {
    const nested = v.flatten<typeof PasswordChangeSchema>(result.issues).nested ?? {};
    errors.currentPassword = nested.currentPassword?.[0];
    errors.newPassword = nested.newPassword?.[0];
  }
  if (values.confirmation !== values.newPassword) errors.confirmation = mismatch;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

/**
 * "Changer mon mot de passe" (issue 18 point 8). A 401 (session over) follows the server's
 * redirect to /login through `useServerFn`; the account's other sessions end on success.
 */
export function PasswordForm({
  email,
  onChanged,
}: {
  email: string | null;
  /** After a successful change (the first sign-in with a temporary password: on to the dashboard). */
  onChanged?: (() => void) | undefined;
}) {
  const change = useServerFn(changeMyPassword);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  function focusFirstInvalid(fields: FieldErrors) {
    const first = (['currentPassword', 'newPassword', 'confirmation'] as const).find(
      (field) => fields[field],
    );
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmation: String(data.get('confirmation') ?? ''),
    };
    const invalid = check(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setStatus({ kind: 'idle' });
      focusFirstInvalid(invalid);
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const result = await change({
        data: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      if (result.ok) {
        form.current?.reset();
        setStatus({ kind: 'saved' });
        onChanged?.();
        return;
      }
      setErrors(result.fields);
      setStatus(result.message ? { kind: 'failed', message: result.message } : { kind: 'idle' });
      focusFirstInvalid(result.fields);
    } catch {
      setStatus({ kind: 'failed', message: unreachable });
    }
  }

  const saving = status.kind === 'saving';
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="max-w-lg space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-describedby={status.kind === 'failed' ? `${id}-error` : undefined}
      aria-busy={saving}
    >
      <FormAlert id={`${id}-error`}>{status.kind === 'failed' ? status.message : null}</FormAlert>
      <p
        role="status"
        className={
          status.kind === 'saved'
            ? 'rounded-md bg-teal-50 px-4 py-3 text-sm text-teal-900'
            : 'sr-only'
        }
      >
        {status.kind === 'saved'
          ? 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées ; celle-ci reste ouverte.'
          : ''}
      </p>
      {/* Lets a password manager file the new password under the right account. */}
      {email ? (
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      ) : null}
      <InputField
        label="Mot de passe actuel"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <InputField
        label="Nouveau mot de passe"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={passwordMinLength}
        hint={`Au moins ${passwordMinLength} caractères, différent de l’actuel.`}
        error={errors.newPassword}
      />
      <InputField
        label="Confirmer le nouveau mot de passe"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmation}
      />
      <button type="submit" disabled={saving} className={`${primaryButton} w-full sm:w-auto`}>
        {saving ? 'Enregistrement…' : 'Changer mon mot de passe'}
      </button>
    </form>
  );
}
