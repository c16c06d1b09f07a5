import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { dangerButton, primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { InputField } from '#app/components/ui/form-fields.tsx';
import { useFocusFirstError } from '#app/components/use-focus-first-error.ts';
import {
  type CodeFailure,
  describeFailure,
  isSixDigitCode,
  normaliseCode,
  sixDigitsMessage,
} from '#app/lib/two-factor-display.ts';

export type Proof = { code: string } | { password: string };
export type ProofResult = { ok: true } | ({ ok: false } & CodeFailure);
type Errors = { code?: string; password?: string; form?: string };

const unreachable = 'Le serveur ne répond pas. Réessayez dans un instant : rien n’a changé.';
const passwordMissing = 'Saisissez votre mot de passe.';

/**
 * A current code from the authenticator app (or, when `allowPassword`, the account's password)
 * proving the person at the keyboard; a refusal is shown on its field, which gets the focus.
 */
export function CodeForm({
  label,
  submitLabel,
  busyLabel,
  run,
  onCancel,
  allowPassword = false,
  danger = false,
  focusOnOpen = false,
  children,
}: {
  /** Names the form for assistive technology ("Confirmer l’activation"…). */
  label: string;
  submitLabel: string;
  busyLabel: string;
  run: (proof: Proof) => Promise<ProofResult>;
  onCancel?: (() => void) | undefined;
  allowPassword?: boolean;
  danger?: boolean;
  /** Opened by a button that it replaces: the focus goes to the field, not back to the page. */
  focusOnOpen?: boolean;
  children?: ReactNode;
}) {
  const [mode, setMode] = useState<'code' | 'password'>('code');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const id = useId();

  useEffect(() => {
    if (focusOnOpen) form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [focusOnOpen]);

  function fail(next: Errors) {
    setErrors(next);
    focusFirstError();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get(mode) ?? '');
    let proof: Proof;
    if (mode === 'code') {
      const code = normaliseCode(typed);
      if (!isSixDigitCode(code)) return fail({ code: sixDigitsMessage });
      proof = { code };
    } else {
      if (!typed) return fail({ password: passwordMissing });
      proof = { password: typed };
    }
    setBusy(true);
    setErrors({});
    try {
      const result = await run(proof);
      if (!result.ok) fail(describeFailure(result));
    } catch {
      fail({ form: unreachable });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      aria-busy={busy}
      aria-describedby={errors.form ? `${id}-error` : undefined}
      className="max-w-md space-y-4"
    >
      {children}
      <FormAlert id={`${id}-error`}>{errors.form}</FormAlert>
      {mode === 'code' ? (
        <InputField
          key="code"
          label="Code à 6 chiffres"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          className="mt-1 block w-40 rounded-md border border-slate-300 px-3 py-2 font-mono text-lg text-slate-900 tracking-widest shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-600"
          hint="Le code affiché par votre application d’authentification ; il change toutes les 30 secondes."
          error={errors.code}
        />
      ) : (
        <InputField
          key="password"
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
      )}
      {allowPassword ? (
        <button
          type="button"
          className="min-h-11 text-sm text-teal-800 underline hover:text-teal-950"
          onClick={() => {
            setErrors({});
            setMode(mode === 'code' ? 'password' : 'code');
          }}
        >
          {mode === 'code' ? 'Utiliser mon mot de passe à la place' : 'Utiliser un code à la place'}
        </button>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={danger ? dangerButton : primaryButton}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
            Annuler
          </button>
        ) : null}
      </div>
    </form>
  );
}
