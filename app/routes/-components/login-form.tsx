import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { InputField } from '#app/components/ui/form-fields.tsx';
import type { SessionInfo } from '#machines/auth.machine.ts';
import { LoginCodeForm } from './login-code-form';
import { useAuth } from './use-auth';

/** SPEC §2 /login and §5: e-mail and password required; failure "Email ou mot de passe incorrect.". */
export function LoginForm({ session, returnTo }: { session: SessionInfo; returnTo: string }) {
  const { snapshot, send } = useAuth(session, { signedIn: returnTo, signedOut: '/login' });
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const id = useId();
  const pending = snapshot.matches('authenticating') || snapshot.matches('authenticated');

  if (snapshot.matches('awaitingCode')) {
    return (
      <LoginCodeForm
        error={snapshot.context.error}
        pending={snapshot.matches({ awaitingCode: 'verifying' })}
        onCode={(code) => send({ type: 'code', code })}
        onCancel={() => send({ type: 'cancel' })}
      />
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors = {
      ...(email ? {} : { email: "L'adresse e-mail est obligatoire." }),
      ...(password ? {} : { password: 'Le mot de passe est obligatoire.' }),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    send({ type: 'login', credentials: { email, password } });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={snapshot.context.error ? `${id}-error` : undefined}
    >
      <FormAlert id={`${id}-error`}>{snapshot.context.error}</FormAlert>
      <InputField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        error={fieldErrors.email}
      />
      <InputField
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  );
}
