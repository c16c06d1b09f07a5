import type { ReactNode } from 'react';
import { PageHeader } from '#app/components/page-header.tsx';
import { formatArticleDate } from '#app/lib/dates.ts';
import { legalPlaceholder } from '#config';

/** The Tunisian data-protection law, spelled once so every mention agrees. */
export const dataProtectionLaw =
  'loi organique n° 2004-63 du 27 juillet 2004 portant sur la protection des données à caractère personnel';

/** The authority that receives declarations and complaints under that law. */
export const inpdp = {
  name: 'Instance nationale de protection des données à caractère personnel (INPDP)',
  url: 'https://www.inpdp.tn',
} as const;

/** One numbered part of a legal page; `id` is its anchor in the table of contents. */
export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

/** Parts both the legal notice and the terms have: one anchor and one title each. */
export const sharedSections = {
  intellectualProperty: { id: 'propriete-intellectuelle', title: 'Propriété intellectuelle' },
  responsibility: { id: 'responsabilite', title: 'Responsabilité' },
  contact: { id: 'contact', title: 'Nous contacter' },
} as const;

/** Typography of legal texts: readable line length, lists and tables styled like the site. */
const legalProseClass = [
  'mt-4 space-y-4 text-slate-700 leading-relaxed',
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-lg [&_h3]:text-slate-900',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6',
  '[&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a:hover]:text-teal-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
].join(' ');

/**
 * A value of the `legal` block of app.config: a missing one is shown as such, never hidden or
 * made up, so nobody mistakes a placeholder for a registration number.
 */
export function LegalValue({ value }: { value: string }) {
  if (value !== legalPlaceholder) return <>{value}</>;
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 text-sm">
      [{legalPlaceholder}]
    </span>
  );
}

/** Label–value rows (publisher identity, host…). */
export function LegalFacts({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="font-medium text-slate-900">{row.label}</dt>
          <dd className="sm:col-span-2">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The frame of the three legal pages: title, "Dernière mise à jour", a table of contents whose
 * links point at each section's heading, then the numbered sections (h2, with h3 inside).
 */
export function LegalPage({
  title,
  lead,
  updatedAt,
  sections,
}: {
  title: string;
  lead: string;
  /** ISO date (YYYY-MM-DD) of the last change of the text. */
  updatedAt: string;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:pb-24">
        <p className="text-slate-600 text-sm">
          Dernière mise à jour : <time dateTime={updatedAt}>{formatArticleDate(updatedAt)}</time>
        </p>
        <div className="mt-8 grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
          <nav
            aria-labelledby="sommaire"
            className="self-start rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24"
          >
            <h2 id="sommaire" className="font-semibold text-slate-900">
              Sommaire
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm marker:text-slate-500">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-teal-800 underline-offset-2 hover:text-teal-900 hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl space-y-12">
            {sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2
                  id={section.id}
                  className="scroll-mt-24 font-bold text-2xl text-slate-900 tracking-tight"
                >
                  {index + 1}. {section.title}
                </h2>
                <div className={legalProseClass}>{section.content}</div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
