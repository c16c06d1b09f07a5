import { useEffect, useRef, useState } from 'react';
import { sessionClosedMessage } from '#domain/session-end.ts';
import { signIn } from '#server/functions/auth.functions.ts';
import { verifyLoginCode } from '#server/functions/login-code.functions.ts';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';
import { InputField } from '../ui/form-fields.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { TwoFactorCodeField } from './two-factor-code-field.tsx';

/** The dialog's title when an administrator ended the session: the message, as a title. */
const sessionClosedTitle = sessionClosedMessage.replace(/\.$/, '');

/**
 * Issues 7 and 8: the session ended during a save (the refresh token is gone too). The editor signs
 * in again here, over the form, which stays exactly as it was; the save then resumes where it
 * failed. `subject` names what is being edited ("votre article" by default, "votre produit").
 */
export function ReauthDialog({
  open,
  email,
  onSignedIn,
  onCancel,
  subject = 'votre article',
  closed = false,
}: {
  open: boolean;
  /** An administrator ended the session (issue 36 §6), rather than it running out. */
  closed?: boolean;
  email: string | null;
  onSignedIn: () => void;
  onCancel: () => void;
  subject?: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Issue 23: an account with two-factor sign-in is asked its code after the password.
  const [step, setStep] = useState<'password' | 'code'>('password');
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (step === 'code') formRef.current?.querySelector<HTMLInputElement>('[name="code"]')?.focus();
  }, [step]);

  async function submitCode(form: HTMLFormElement) {
    const code = String(new FormData(form).get('code') ?? '').trim();
    if (!code) {
      setError('Saisissez le code de votre application d’authentification.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await verifyLoginCode({ data: { code } });
      if (result.ok) onSignedIn();
      else {
        setError(result.message);
        if (result.expired) setStep('password');
      }
    } catch {
      setError('Connexion impossible pour le moment. Veuillez réessayer dans un instant.');
    } finally {
      setPending(false);
    }
  }

  async function submit(form: HTMLFormElement) {
    if (step === 'code') return submitCode(form);
    const data = new FormData(form);
    const input = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    if (!input.email.trim() || !input.password) {
      setError('Veuillez saisir votre e-mail et votre mot de passe.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await signIn({ data: input });
      if (result.ok) onSignedIn();
      else if ('twoFactor' in result) setStep('code');
      else setError(result.message);
    } catch {
      setError('Connexion impossible pour le moment. Veuillez réessayer dans un instant.');
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalDialog
      open={open}
      title={closed ? sessionClosedTitle : 'Votre session a expiré'}
      tone="warning"
      onCancel={onCancel}
    >
      <p>
        {`Reconnectez-vous pour enregistrer : ${subject} reste tel que vous l'avez saisi et l'enregistrement reprendra automatiquement.`}
      </p>
      {closed ? (
        <p className="mt-2">
          Si votre compte a été désactivé, la connexion sera refusée : demandez à un administrateur
          de le réactiver.
        </p>
      ) : null}
      <form
        ref={formRef}
        className="mt-4 space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        {step === 'code' ? <TwoFactorCodeField /> : <PasswordFields email={email} />}
        {error ? (
          <p role="alert" className="text-red-700 text-sm">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Annuler
          </button>
          <button type="submit" className={primaryButton} disabled={pending}>
            {pending ? 'Connexion...' : step === 'code' ? 'Vérifier' : 'Se reconnecter'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

function PasswordFields({ email }: { email: string | null }) {
  return (
    <>
      <InputField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={email ?? ''}
        data-autofocus={email ? undefined : true}
      />
      <InputField
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="current-password"
        // The e-mail is already filled in: the password is what is left to type.
        data-autofocus={email ? true : undefined}
      />
    </>
  );
}
