import { type FormEvent, useId, useState } from 'react';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { fieldClass } from '#app/components/ui/form-fields.tsx';
import { formatDay } from '#domain/stats-display.ts';
import type { StatsPeriod, StatsPeriodChoice } from '#domain/stats-report.ts';
import type { StatsSearch } from '#domain/stats-search.ts';

const presets: readonly { value: Exclude<StatsPeriodChoice, 'dates'>; label: string }[] = [
  { value: 'aujourdhui', label: 'Aujourd’hui' },
  { value: '7-jours', label: '7 jours' },
  { value: '30-jours', label: '30 jours' },
  { value: '12-mois', label: '12 mois' },
];

const chipClass =
  'inline-flex min-h-11 items-center rounded-full border px-4 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

/**
 * The period: four presets as toggle buttons and two dates (« Du », « Au ») for any other days.
 * The choice lives in the URL; the period shown is written out under the choices.
 */
export function StatsPeriodPicker({
  search,
  period,
  error,
  onChange,
}: {
  search: StatsSearch;
  period: StatsPeriod;
  error: string | null;
  onChange: (next: StatsSearch) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(search.du ?? period.from);
  const [to, setTo] = useState(search.au ?? period.to);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ periode: 'dates', du: from, au: to });
  }
  const shown =
    period.from === period.to
      ? formatDay(period.from)
      : `du ${formatDay(period.from)} au ${formatDay(period.to)}`;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="sr-only">
        Période
      </h2>
      <div className="flex flex-wrap gap-2">
        {presets.map((preset) => {
          const active = search.periode === preset.value;
          return (
            <button
              key={preset.value}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ periode: preset.value })}
              className={`${chipClass} ${active ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {preset.label}
            </button>
          );
        })}
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Choisir les dates"
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-36 flex-1 sm:flex-none">
          <label htmlFor={`${id}-du`} className="block font-medium text-slate-800 text-sm">
            Du
          </label>
          <input
            id={`${id}-du`}
            type="date"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
            className={fieldClass}
          />
        </div>
        <div className="min-w-36 flex-1 sm:flex-none">
          <label htmlFor={`${id}-au`} className="block font-medium text-slate-800 text-sm">
            Au
          </label>
          <input
            id={`${id}-au`}
            type="date"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
            className={fieldClass}
          />
        </div>
        <button
          type="submit"
          aria-pressed={search.periode === 'dates'}
          className={`${secondaryButton} aria-pressed:border-teal-700 aria-pressed:bg-teal-50`}
        >
          Afficher ces dates
        </button>
      </form>
      {error ? (
        <p role="alert" className="text-red-700 text-sm">
          {error} Voici les 7 derniers jours.
        </p>
      ) : null}
      <p className="text-slate-600 text-sm" aria-live="polite">
        {`Période affichée : ${shown}.`}
      </p>
    </section>
  );
}
