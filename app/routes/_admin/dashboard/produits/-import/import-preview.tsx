import { priceLabel } from '#domain/price.ts';
import type { ImportSampleRow, ProductImportPreview } from '#domain/product-import.schema.ts';

const actionLabel: Record<ImportSampleRow['action'], string> = {
  creation: 'Création',
  modification: 'Mise à jour',
  inchange: 'Inchangé',
};

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('fr-FR')} ${count > 1 ? many : one}`;

/** What the import would do: counts, every refused line with its reason, the first rows. */
export function ImportPreview({ preview }: { preview: ProductImportPreview }) {
  return (
    <section aria-labelledby="import-apercu" className="space-y-4">
      <h2 id="import-apercu" className="font-semibold text-lg text-slate-900">
        Aperçu (rien n’est encore enregistré)
      </h2>
      <ul className="grid gap-3 sm:grid-cols-4" aria-label="Résumé de l’import">
        <Count label="À créer" value={plural(preview.create, 'produit', 'produits')} />
        <Count label="À mettre à jour" value={plural(preview.update, 'produit', 'produits')} />
        <Count label="Inchangés" value={plural(preview.unchanged, 'produit', 'produits')} />
        <Count label="Refusées" value={plural(preview.refused.length, 'ligne', 'lignes')} />
      </ul>
      {preview.refused.length > 0 && (
        <div className="rounded-xl border border-red-200 bg-red-50 p-4">
          <h3 className="font-medium text-red-900">
            Lignes refusées : corrigez le fichier puis choisissez-le à nouveau.
          </h3>
          <section
            aria-label="Liste des lignes refusées"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: WCAG 2.1.1, a scrolling region must take focus to be scrolled by keyboard
            tabIndex={0}
            className="mt-2 max-h-80 overflow-y-auto"
          >
            <ul aria-label="Lignes refusées" className="space-y-1 text-red-900 text-sm">
              {preview.refused.map((row) => (
                <li key={row.line}>
                  <span className="font-medium">Ligne {row.line}</span> : {row.reason}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
      {preview.sample.length > 0 && (
        <section
          aria-label="Premières lignes du fichier"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WCAG 2.1.1, a scrolling region must take focus to be scrolled by keyboard
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Premières lignes du fichier</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Ligne
                </th>
                <th scope="col" className="px-3 py-2">
                  Action
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
              {preview.sample.map((row) => (
                <tr key={row.line} className="border-slate-100 border-t">
                  <td className="px-3 py-2">{row.line}</td>
                  <td className="px-3 py-2">{actionLabel[row.action]}</td>
                  <td className="px-3 py-2">{row.reference ?? 'nouvelle'}</td>
                  <td className="px-3 py-2">{row.titre}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {priceLabel(row.prix, row.devise)}
                  </td>
                  <td className="px-3 py-2">{row.est_actif ? 'oui' : 'non'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <span className="block text-slate-600 text-sm">{label}</span>
      <span className="font-semibold text-slate-900">{value}</span>
    </li>
  );
}
