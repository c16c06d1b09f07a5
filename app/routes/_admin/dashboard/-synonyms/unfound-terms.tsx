import { Link } from '@tanstack/react-router';
import { rowButton } from '#app/components/ui/buttons.ts';
import { cellValue } from '#domain/stats-columns.ts';
import { formatCount } from '#domain/stats-display.ts';
import type { StatsTable } from '#domain/stats-report.ts';

/**
 * Issue 38 on the synonyms screen: what visitors searched for in the last 30 days and did not
 * find, the latest first, each with « Ajouter un synonyme » (the form with the term written
 * in). Absent when statistics cannot be read; a calm line when every search found something.
 */
export function UnfoundTerms({
  table,
  onAdd,
}: {
  table: StatsTable | null;
  onAdd: (term: string) => void;
}) {
  if (table === null) return null;
  const terms = table.rows.flatMap((row) => {
    const term = cellValue(row, 'term');
    const searches = cellValue(row, 'searches');
    return typeof term === 'string' && term !== ''
      ? [{ term, searches: typeof searches === 'number' ? searches : 0 }]
      : [];
  });
  return (
    <section
      aria-labelledby="recherches-sans-resultat"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="recherches-sans-resultat" className="font-semibold text-lg text-slate-900">
        Recherches sans résultat
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        Les mots cherchés ces 30 derniers jours qui n’ont trouvé aucun produit : un synonyme peut
        les relier à un produit du catalogue.
      </p>
      {terms.length === 0 ? (
        <p className="mt-3 text-slate-700 text-sm">
          Toutes les recherches des 30 derniers jours ont trouvé au moins un produit.
        </p>
      ) : (
        <ul aria-label="Recherches sans résultat" className="mt-3 divide-y divide-slate-100">
          {terms.map(({ term, searches }) => (
            <li key={term} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{term}</span>
                <span className="text-slate-600 text-sm">
                  {` — ${formatCount(searches)} recherche${searches > 1 ? 's' : ''}`}
                </span>
              </span>
              <button
                type="button"
                className={rowButton}
                aria-label={`Ajouter un synonyme pour « ${term} »`}
                onClick={() => onAdd(term)}
              >
                Ajouter un synonyme
              </button>
            </li>
          ))}
        </ul>
      )}
      {table.total > terms.length ? (
        <Link
          to="/dashboard/statistiques"
          search={{ periode: '30-jours' }}
          className="mt-2 inline-flex min-h-11 items-center font-medium text-sm text-teal-800 underline underline-offset-2"
        >
          {`Voir les ${formatCount(table.total)} recherches sans résultat`}
        </Link>
      ) : null}
    </section>
  );
}
