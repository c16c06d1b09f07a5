import { useRouter } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { setSecuritySetting } from '#server/functions/two-factor.functions.ts';

const unreachable = 'Le serveur ne répond pas. Réessayez dans un instant : rien n’a changé.';

/**
 * Administrators only (decision 019): the site-wide requirement. The API refuses (409) to turn it
 * on for an administrator who has no second factor, and its message is shown as it is.
 */
export function RequireTwoFactor({ required }: { required: boolean }) {
  const router = useRouter();
  const save = useServerFn(setSecuritySetting);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function toggle(requireTwoFactor: boolean) {
    setBusy(true);
    setError(null);
    try {
      const result = await save({ data: { requireTwoFactor } });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      toast.success(
        requireTwoFactor
          ? 'La double authentification est désormais obligatoire pour toute l’équipe.'
          : 'La double authentification n’est plus obligatoire.',
      );
      await router.invalidate();
    } catch {
      setError(unreachable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-semibold text-lg text-slate-900">
        Exiger la double authentification pour toute l’équipe
      </h2>
      <p className="max-w-prose text-slate-600 text-sm">
        Une fois l’obligation activée, chaque membre de l’équipe qui ne l’a pas encore configurée
        n’aura plus accès qu’à cette page jusqu’à ce qu’il le fasse, et personne ne pourra la
        désactiver. Activez d’abord la vôtre.
      </p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-teal-700"
          checked={required}
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        <span className="font-medium text-slate-800">
          Exiger la double authentification pour toute l’équipe
        </span>
      </label>
      <FormAlert id={`${id}-error`}>{error}</FormAlert>
    </section>
  );
}
