import { Link } from '@tanstack/react-router';
import { formatCount } from '#domain/stats-display.ts';
import type { StatsSummary } from '#domain/stats-report.ts';

/**
 * /dashboard (issue 38): three figures of the last 7 days, the way into « Statistiques ». A calm
 * line instead when they cannot be read: the home never fails for them.
 */
export function StatsSummaryBlock({ summary }: { summary: StatsSummary | null }) {
  const figures = summary
    ? [
        { label: 'Visiteurs', value: summary.visitors },
        { label: 'Clics WhatsApp', value: summary.whatsapp },
        { label: 'Recherches sans résultat', value: summary.emptySearches },
      ]
    : [];
  return (
    <section
      aria-labelledby="stats-7-jours"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="stats-7-jours" className="font-semibold text-lg text-slate-900">
          Les 7 derniers jours
        </h2>
        <Link
          to="/dashboard/statistiques"
          className="inline-flex min-h-11 items-center font-medium text-sm text-teal-800 underline underline-offset-2 hover:text-teal-950"
        >
          Voir les statistiques
        </Link>
      </div>
      {summary === null ? (
        <p className="mt-2 text-slate-600 text-sm">
          Les statistiques n’ont pas pu être chargées. Rechargez la page pour réessayer.
        </p>
      ) : (
        <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-xl bg-slate-50 p-4">
              <dt className="text-slate-600 text-sm">{figure.label}</dt>
              <dd className="order-first font-semibold text-2xl text-slate-900">
                {formatCount(figure.value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
