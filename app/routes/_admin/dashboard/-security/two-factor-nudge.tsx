import { Link } from '@tanstack/react-router';
import { secondaryButton } from '#app/components/ui/buttons.ts';

/**
 * Issue 36 §6: an administrator who signs in with a password alone is reminded on the dashboard,
 * until two-factor sign-in is on (their account opens every other one).
 */
export function TwoFactorNudge() {
  return (
    <div
      role="note"
      className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
    >
      <p className="min-w-0 flex-1 basis-64">
        Votre compte administrateur n’est protégé que par un mot de passe. Activez la double
        authentification : un mot de passe volé ne suffira plus pour entrer.
      </p>
      <Link to="/dashboard/securite" className={secondaryButton}>
        Activer la double authentification
      </Link>
    </div>
  );
}
