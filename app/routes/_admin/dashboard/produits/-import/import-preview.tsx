import { plural } from '#domain/field-display.ts';
import type { ProductImportPreview } from '#domain/product-import.schema.ts';
import { ImportChanges } from './import-changes.tsx';
import { ImportUnchanged } from './import-unchanged.tsx';

/**
 * What the import would do: counts, every refused line with its reason, then the rows that change
 * (fields old → new) and, folded, the unchanged ones.
 */
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
      <ImportChanges
        rows={preview.sample.filter((row) => row.action !== 'inchange')}
        total={preview.create + preview.update}
      />
      <ImportUnchanged
        rows={preview.sample.filter((row) => row.action === 'inchange')}
        total={preview.unchanged}
      />
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
