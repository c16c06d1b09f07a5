import { createFileRoute, useRouter } from '@tanstack/react-router';
import { adminHeadingClass } from '#app/components/admin/admin-list-page.tsx';
import { site } from '#config';
import { PasswordForm } from './-password/password-form.tsx';

export const Route = createFileRoute('/_admin/dashboard/mot-de-passe')({
  head: () => ({ meta: [{ title: `Changer mon mot de passe | ${site.name}` }] }),
  component: PasswordPage,
});

/** Issue 18 point 8: the administrator changes the password; every other session ends. */
function PasswordPage() {
  const { session, profile } = Route.useRouteContext();
  const router = useRouter();
  return (
    <section className="space-y-6">
      <header>
        <h1 className={adminHeadingClass}>Changer mon mot de passe</h1>
        <p className="mt-2 max-w-prose text-slate-600">
          Votre mot de passe actuel est demandé. Après le changement, les autres appareils connectés
          à ce compte sont déconnectés ; celui-ci reste connecté.
        </p>
        {profile.mustChangePassword ? (
          <p
            role="status"
            className="mt-4 max-w-prose rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
          >
            Votre compte a un mot de passe temporaire : choisissez le vôtre pour accéder à l’espace
            d’administration. Au moins 12 caractères ; une phrase de plusieurs mots est facile à
            retenir.
          </p>
        ) : null}
      </header>
      <PasswordForm
        email={session.email}
        onChanged={
          profile.mustChangePassword
            ? () => router.navigate({ to: '/dashboard', replace: true })
            : undefined
        }
      />
    </section>
  );
}
