import { useRouter } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { InputField } from '#app/components/ui/form-fields.tsx';
import type { RentalView } from '#domain/rental-answers.schema.ts';
import { rentalDatesProblem } from '#domain/rental-dates.ts';
import { rentalDaysLabel } from '#domain/rental-desk.ts';
import { tunisDay } from '#domain/tunis-time.ts';
import { moveDeskRental } from '#server/functions/rental-desk.functions.ts';

const unreachable = 'Le serveur ne répond pas. Les dates n’ont pas changé : réessayez.';

/**
 * « Déplacer les dates » while the equipment has not left: the API checks the units again (its own
 * released first) and answers 409 with its French message when they are not free; the dates typed
 * stay in the form.
 */
export function RentalMoveDates({ rental }: { rental: RentalView }) {
  const router = useRouter();
  const move = useServerFn(moveDeskRental);
  const [debut, setDebut] = useState(rental.debut);
  const [fin, setFin] = useState(rental.fin);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = rentalDatesProblem(
      debut,
      fin,
      { duree_min_jours: 1 },
      { today: tunisDay(Date.now()), maxDays: Number.POSITIVE_INFINITY },
    );
    setProblem(local);
    if (local) return;
    setSaving(true);
    try {
      const result = await move({
        data: { id: rental.id, dates: { debut, fin, modifie_le: rental.modifie_le } },
      });
      if (!result.ok) {
        setProblem(result.message);
        return;
      }
      await router.invalidate();
      toast.success(`${rental.reference} : ${rentalDaysLabel(debut, fin)}.`);
    } catch {
      setProblem(unreachable);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby="deplacer-dates"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="deplacer-dates" className="font-semibold text-lg text-slate-900">
        Déplacer les dates
      </h2>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <InputField
          label="Nouveau début"
          type="date"
          value={debut}
          required
          onChange={(event) => setDebut(event.target.value)}
        />
        <InputField
          label="Nouvelle fin"
          type="date"
          value={fin}
          required
          onChange={(event) => setFin(event.target.value)}
        />
        <button type="submit" className={secondaryButton} disabled={saving}>
          {saving ? 'Vérification…' : 'Déplacer les dates'}
        </button>
      </form>
      {problem ? (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
