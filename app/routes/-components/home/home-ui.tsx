import type { ReactNode } from 'react';

/** Shared look of the home page's calls to action, so every button matches the site header's. */
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-teal-800';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-full border border-teal-700 bg-white px-6 py-3 font-semibold text-teal-800 transition-colors hover:bg-teal-50';

/** Outer box of every home section: the same width and padding as the header and footer. */
export const sectionInnerClass = 'mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20';

/**
 * Eyebrow + h2 + optional lead. The h2 carries the id the section's `aria-labelledby` points
 * to, so each section is a named landmark (SPEC §2 accessibility).
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  centered?: boolean;
}) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-3xl'}>
      {eyebrow ? (
        <p className="font-semibold text-sm text-teal-700 uppercase tracking-wide">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-slate-600 leading-relaxed">{lead}</p> : null}
    </div>
  );
}

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
