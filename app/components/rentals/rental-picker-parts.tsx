/** The date picker's parts: one day of the grid, and the native date fields beside it. */
import { addDays } from '#domain/tunis-time.ts';
import { InputField } from '../ui/form-fields.tsx';

/** One day of the rental grid: its state said in words (screen readers) and in colours. */
export function RentalDayButton({
  day,
  label,
  today,
  focused,
  full,
  past,
  pickable,
  edge,
  inRange,
  onPick,
}: {
  day: string;
  label: string;
  today: boolean;
  focused: boolean;
  full: boolean;
  past: boolean;
  pickable: boolean;
  edge: 'debut' | 'fin' | null;
  inRange: boolean;
  onPick: (day: string) => void;
}) {
  const state = [
    today ? 'aujourd’hui' : '',
    full && !past ? 'complet' : '',
    edge === 'debut' ? 'premier jour' : edge === 'fin' ? 'dernier jour' : '',
    inRange ? 'dans la période choisie' : '',
    !pickable && !full && !past && !edge ? 'non disponible' : '',
  ].filter(Boolean);
  const look = edge
    ? 'bg-teal-700 font-bold text-white'
    : inRange
      ? 'bg-teal-100 text-teal-900'
      : full && !past
        ? 'bg-slate-100 text-slate-500 line-through'
        : pickable
          ? 'text-slate-900 hover:bg-teal-50'
          : 'text-slate-400';
  return (
    <td className="p-0.5">
      <button
        type="button"
        data-day={day}
        tabIndex={focused ? 0 : -1}
        aria-label={[label, ...state].join(', ')}
        aria-disabled={!pickable || undefined}
        onClick={() => onPick(day)}
        className={`flex h-11 w-full items-center justify-center rounded-md text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 aria-disabled:cursor-not-allowed ${today ? 'underline underline-offset-4' : ''} ${look}`}
      >
        {Number(day.slice(8))}
      </button>
    </td>
  );
}

/** The picker's alternative: two native date fields (the phone's own picker), same rules. */
export function RentalDateFields({
  today,
  debut,
  fin,
  onChange,
}: {
  today: string;
  debut: string | null;
  fin: string | null;
  onChange: (debut: string | null, fin: string | null) => void;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-slate-700 text-sm">Ou saisissez les dates :</legend>
      <InputField
        label="Premier jour"
        type="date"
        min={today}
        max={addDays(today, 365)}
        value={debut ?? ''}
        onChange={(event) => onChange(event.target.value || null, fin)}
      />
      <InputField
        label="Dernier jour"
        type="date"
        min={debut ?? today}
        value={fin ?? ''}
        onChange={(event) => onChange(debut, event.target.value || null)}
      />
    </fieldset>
  );
}
