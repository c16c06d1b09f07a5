import {
  averageVisitSeconds,
  bounceRate,
  changeOf,
  conversionRate,
  formatCount,
  formatDuration,
  formatRate,
} from '#domain/stats-display.ts';
import type { StatsTotals } from '#domain/stats-report.ts';

interface Figure {
  label: string;
  text: (totals: StatsTotals) => string;
  /** The number the change compares. */
  value: (totals: StatsTotals) => number;
}

const count = (label: string, pick: (totals: StatsTotals) => number): Figure => ({
  label,
  text: (totals) => formatCount(pick(totals)),
  value: pick,
});

const figures: readonly Figure[] = [
  count('Visiteurs', (t) => t.visitors),
  count('Pages vues', (t) => t.views),
  count('Visites', (t) => t.visits),
  {
    label: 'Durée moyenne d’une visite',
    text: (t) => formatDuration(averageVisitSeconds(t)),
    value: averageVisitSeconds,
  },
  {
    label: 'Visites d’une seule page',
    text: (t) => formatRate(bounceRate(t)),
    value: (t) => bounceRate(t) ?? 0,
  },
  count('Produits ouverts', (t) => t.opens),
  count('Clics WhatsApp', (t) => t.whatsapp),
  {
    label: 'Clics WhatsApp par produit ouvert',
    text: (t) => formatRate(conversionRate(t)),
    value: (t) => conversionRate(t) ?? 0,
  },
  count('Appels', (t) => t.phone),
  count('Demandes de contact', (t) => t.contact),
  count('Catalogues PDF téléchargés', (t) => t.pdf),
  count('Recherches', (t) => t.searches),
  count('Recherches sans résultat', (t) => t.emptySearches),
];

const trendClass = {
  up: 'text-teal-800',
  down: 'text-amber-800',
  same: 'text-slate-600',
} as const;

/** The period's figures, each with its change against the period just before. */
export function StatsFigures({
  totals,
  previousTotals,
}: {
  totals: StatsTotals;
  previousTotals: StatsTotals;
}) {
  return (
    <section aria-labelledby="stats-figures-title">
      <h2 id="stats-figures-title" className="font-semibold text-lg text-slate-900">
        Chiffres de la période
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {figures.map((figure) => {
          const change = changeOf(figure.value(totals), figure.value(previousTotals));
          return (
            <div
              key={figure.label}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <dt className="text-slate-600 text-sm">{figure.label}</dt>
              <dd className="order-first font-semibold text-2xl text-slate-900">
                {figure.text(totals)}
              </dd>
              <dd className={`mt-1 text-sm ${trendClass[change.trend]}`}>
                {change.text === null ? (
                  <span className="sr-only">{change.spoken}</span>
                ) : (
                  <>
                    <span aria-hidden="true">{change.text}</span>
                    <span className="sr-only">{change.spoken}</span>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-slate-600 text-xs">
        Chaque évolution compare à la période de même durée juste avant.
      </p>
    </section>
  );
}
