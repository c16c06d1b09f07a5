import { createFileRoute } from '@tanstack/react-router';
import { site } from '#config';
import { PasswordForm } from './-password/password-form';

export const Route = createFileRoute('/_admin/dashboard/mot-de-passe')({
  head: () => ({ meta: [{ title: `Changer mon mot de passe | ${site.name}` }] }),
  component: PasswordPage,
});

/** Issue 18 point 8: the administrator changes the password; every other session ends. */
function PasswordPage() {
  const { session } = Route.useRouteContext();
  return (
    <section className="space-y-6">
      <header>
        <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Changer mon mot de passe</h1>
        <p className="mt-2 max-w-prose text-slate-600">
          Votre mot de passe actuel est demandé. Après le changement, les autres appareils connectés
          à ce compte sont déconnectés ; celui-ci reste connecté.
        </p>
      </header>
      <PasswordForm email={session.email} />
    </section>
  );
}
