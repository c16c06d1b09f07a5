/** Shared look of the home page's calls to action, so every button matches the site header's. */
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-teal-800';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-full border border-teal-700 bg-white px-6 py-3 font-semibold text-teal-800 transition-colors hover:bg-teal-50';

export type Stat = { value: string; label: string };

const statCardClasses = {
  xl: 'rounded-xl border border-slate-200 bg-slate-50 p-6 text-center',
  '2xl': 'rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center',
} as const;

/** The SPEC §1 figures as cards: big value, label under it (home and engagements pages). */
export function StatList({
  stats,
  className,
  rounded,
}: {
  stats: readonly Stat[];
  className: string;
  rounded: keyof typeof statCardClasses;
}) {
  return (
    <ul className={className}>
      {stats.map((stat) => (
        <li key={stat.label} className={statCardClasses[rounded]}>
          <span className="block font-bold text-3xl text-teal-800 tracking-tight">
            {stat.value}
          </span>{' '}
          <span className="mt-2 block text-slate-600">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
