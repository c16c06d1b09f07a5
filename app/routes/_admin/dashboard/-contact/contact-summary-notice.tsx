import { Link } from '@tanstack/react-router';
import { type ContactSummary, contactSummaryParts } from '#app/lib/contact-summary.ts';

/**
 * /dashboard: the contact requests still to answer, urgent ones in red (issue 20, point 14). The
 * numbers come from the layout's loader, read again after every change.
 */
export function ContactSummaryNotice({ summary }: { summary: ContactSummary | null }) {
  if (!summary) return null;
  const parts = contactSummaryParts(summary);
  const urgent = parts.urgent !== null;
  return (
    <section
      aria-labelledby="demandes-a-traiter"
      className={`mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border p-4 sm:p-6 ${
        urgent ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'
      }`}
    >
      <div>
        <h2 id="demandes-a-traiter" className="font-semibold text-lg text-slate-900">
          Demandes de contact
        </h2>
        <p className="mt-1 text-slate-700">
          {summary.unhandled === 0 ? (
            'Aucune demande non traitée.'
          ) : (
            <>
              {parts.unhandled}
              {urgent ? (
                <>
                  , dont{' '}
                  <strong className="rounded bg-red-600 px-1.5 py-0.5 font-semibold text-white">
                    {parts.urgent}
                  </strong>{' '}
                  (réponse sous 24h)
                </>
              ) : null}
            </>
          )}
        </p>
      </div>
      <Link
        to="/dashboard/demandes-contact"
        className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-4 font-medium text-sm text-white hover:bg-teal-800"
      >
        Voir les demandes
      </Link>
    </section>
  );
}
