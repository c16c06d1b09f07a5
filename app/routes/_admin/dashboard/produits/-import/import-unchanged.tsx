import { priceLabel } from '#domain/price.ts';
import type { ImportSampleRow } from '#domain/product-import.schema.ts';

/** The unchanged rows, folded (issue 36 §5): the first ones, for a check that the file is right. */
export function ImportUnchanged({ rows, total }: { rows: ImportSampleRow[]; total: number }) {
  if (total === 0) return null;
  const count = total.toLocaleString('fr-FR');
  return (
    <details className="rounded-xl border border-slate-200">
      <summary className="min-h-11 cursor-pointer px-3 py-2 font-medium text-slate-900">
        {total > 1 ? `${count} lignes inchangées` : '1 ligne inchangée'}
        {total > rows.length && ` (les ${rows.length.toLocaleString('fr-FR')} premières)`}
      </summary>
      <section
        aria-label="Lignes inchangées"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WCAG 2.1.1, a scrolling region must take focus to be scrolled by keyboard
        tabIndex={0}
        className="overflow-x-auto"
      >
        <table className="w-full min-w-[30rem] text-left text-sm">
          <caption className="sr-only">Lignes inchangées</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Ligne
              </th>
              <th scope="col" className="px-3 py-2">
                Référence
              </th>
              <th scope="col" className="px-3 py-2">
                Titre
              </th>
              <th scope="col" className="px-3 py-2">
                Prix
              </th>
              <th scope="col" className="px-3 py-2">
                En ligne
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} className="border-slate-100 border-t">
                <td className="px-3 py-2">{row.line}</td>
                <td className="px-3 py-2">{row.reference}</td>
                <td className="px-3 py-2">{row.titre}</td>
                <td className="whitespace-nowrap px-3 py-2">{priceLabel(row.prix, row.devise)}</td>
                <td className="px-3 py-2">{row.est_actif ? 'Oui' : 'Non'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
