import { secondaryButton } from '#app/components/ui/buttons.ts';
import { CopyButton } from '#app/components/ui/copy-button.tsx';

/** A temporary password, shown once: the administrator hands it over by a safe channel. */
export function TemporaryPasswordNotice({
  email,
  password,
  onDone,
}: {
  email: string;
  password: string;
  onDone: () => void;
}) {
  return (
    <div role="status" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-amber-900">
        Mot de passe temporaire de {email} (affiché une seule fois) :
      </p>
      <p>
        <code
          data-testid="temporary-password"
          className="select-all rounded bg-white px-2 py-1 font-mono text-lg text-slate-900"
        >
          {password}
        </code>
      </p>
      <CopyButton text={password} label="Copier le mot de passe" />
      <p className="text-amber-900 text-sm">
        Transmettez-le de vive voix ou par un canal sûr. Il devra être changé à la première
        connexion.
      </p>
      <button type="button" className={secondaryButton} onClick={onDone}>
        J’ai transmis le mot de passe
      </button>
    </div>
  );
}
