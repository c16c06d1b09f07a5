import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { InputField } from '#app/components/ui/form-fields.tsx';
import { lazyActorFailedMessage, useLazyActor } from '#app/components/use-lazy-actor.ts';
import type { SessionInfo } from '#machines/auth.machine.ts';
import type { AuthActor } from './auth-actor.ts';
import { LoginCodeForm } from './login-code-form.tsx';
import { useAuthNavigation } from './use-auth-navigation.ts';

/** SPEC §2 /login and §5: e-mail and password required; failure "Email ou mot de passe incorrect.". */
export function LoginForm({ session, returnTo }: { session: SessionInfo; returnTo: string }) {
  // XState and the machine load once the page is idle or at the first use of the form: the
  // sign-in page's initial JavaScript holds neither.
  const { snapshot, send, load, waiting, failed } = useLazyActor<AuthActor>(() =>
    import('./auth-actor.ts').then(({ authActorFactory }) => authActorFactory(session)),
  );
  useAuthNavigation(snapshot, { signedIn: returnTo, signedOut: '/login' });
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const id = useId();
  const pending =
    waiting ||
    (snapshot !== null &&
      (snapshot.matches('authenticating') || snapshot.matches('authenticated')));
  const error = snapshot?.context.error ?? (failed ? lazyActorFailedMessage : null);

  if (snapshot?.matches('awaitingCode')) {
    return (
      <LoginCodeForm
        error={error}
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
      // Before the scripts run, a press on "Se connecter" submits the form natively: as a POST,
      // the password travels in the body, never in the address (history, server logs).
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={error ? `${id}-error` : undefined}
      onFocus={() => void load().catch(() => {})}
      onPointerDown={() => void load().catch(() => {})}
    >
      <FormAlert id={`${id}-error`}>{error}</FormAlert>
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
