import { createFileRoute, Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import { adminHeadingClass } from '#app/components/admin/admin-list-page.tsx';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { unwrapResult } from '#app/lib/save-error.ts';
import {
  applyProductImportFile,
  previewProductImportFile,
} from '#app/uploads/product-import.upload.ts';
import { site } from '#config';
import { canTransferProductsCsv, productCsvColumns } from '#domain/product-csv.ts';
import { productImportLimits } from '#domain/product-import.schema.ts';
import { productImportMachine } from '#machines/product-import.machine.ts';
import { loadLatestImport, undoImport } from '#server/functions/product-import.functions.ts';
import { ImportDone } from './-import/import-done.tsx';
import { ImportPreview } from './-import/import-preview.tsx';
import { LatestImport } from './-import/latest-import.tsx';

export const Route = createFileRoute('/_admin/dashboard/produits/import')({
  loader: async ({ context }) => {
    const allowed = canTransferProductsCsv(context.profile.role);
    return { allowed, latest: allowed ? (await loadLatestImport()).latest : null };
  },
  head: () => ({ meta: [{ title: `Importer des produits | ${site.name}` }] }),
  component: ProductImportPage,
});

const importMachine = productImportMachine.provide({
  actors: {
    preview: fromPromise(({ input }) => previewProductImportFile(input)),
    apply: fromPromise(({ input }) => applyProductImportFile(input)),
    undo: fromPromise(async ({ input }) => unwrapResult(await undoImport({ data: { id: input } }))),
  },
});

function ProductImportPage() {
  const { allowed } = Route.useLoaderData();
  return (
    <section className="space-y-6">
      <header>
        <Link to="/dashboard/produits" className="text-sm text-teal-800 underline">
          ← Retour aux produits
        </Link>
        <h1 className={`mt-2 ${adminHeadingClass}`}>Importer des produits</h1>
        <p className="mt-2 max-w-prose text-slate-600">
          Un fichier CSV en UTF-8, séparé par des points-virgules, comme l’export : colonnes{' '}
          {productCsvColumns.join(', ')} (reference et titre obligatoires). Une référence connue met
          le produit à jour, une référence vide ou nouvelle le crée. Prix avec une virgule
          (1234,50), est_actif : oui ou non, categorie : le slug de la catégorie. Au plus{' '}
          {productImportLimits.maxRows.toLocaleString('fr-FR')} lignes et{' '}
          {productImportLimits.maxBytes / 1024 / 1024} Mo.
        </p>
      </header>
      {allowed ? (
        <ImportSteps />
      ) : (
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          L’import de produits est réservé aux administrateurs.
        </p>
      )}
    </section>
  );
}

function ImportSteps() {
  const { latest } = Route.useLoaderData();
  const [state, send] = useActor(importMachine);
  const { preview, result, error } = state.context;
  const busy = state.matches('previewing') || state.matches('applying');
  const canApply = state.can({ type: 'apply' });
  return (
    <div className="space-y-6">
      {latest && !result && <LatestImport latest={latest} />}
      <div className="space-y-2">
        <label htmlFor="fichier-csv" className="block font-medium text-slate-900">
          Fichier CSV
        </label>
        <input
          id="fichier-csv"
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          className="block w-full max-w-md text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) send({ type: 'choose', file });
          }}
        />
      </div>
      <p aria-live="polite" className="text-slate-700 text-sm">
        {state.matches('previewing') && 'Lecture du fichier…'}
        {state.matches('applying') && 'Import en cours…'}
      </p>
      <FormAlert>{error}</FormAlert>
      {result && (
        <ImportDone
          result={result}
          undoUntil={state.context.undoUntil}
          undone={state.context.undone}
          undoing={state.matches('undoing')}
          onUndo={() => send({ type: 'undo' })}
        />
      )}
      {preview && !result && (
        <>
          <ImportPreview preview={preview} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={primaryButton}
              disabled={!canApply || busy}
              onClick={() => send({ type: 'apply' })}
            >
              Importer
            </button>
            <Link to="/dashboard/produits" className={secondaryButton}>
              Annuler
            </Link>
          </div>
          {!canApply && preview.refused.length === 0 && (
            <p className="text-slate-600 text-sm">
              Rien à créer ni à modifier : le fichier est déjà à jour.
            </p>
          )}
        </>
      )}
    </div>
  );
}
