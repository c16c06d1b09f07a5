import { useServerFn } from '@tanstack/react-start';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { formatAdminDate } from '#domain/article-status.ts';
import type { LatestImport as Latest } from '#domain/product-import.schema.ts';
import { undoImport } from '#server/functions/product-import.functions.ts';
import { UndoRule } from './import-done.tsx';

/**
 * The newest import that may still be undone (issue 36 §5), for an administrator who came back
 * to this page after looking at the products: "Annuler cet import", as the row actions run.
 */
export function LatestImport({ latest }: { latest: NonNullable<Latest> }) {
  const undo = useServerFn(undoImport);
  const { busy, run } = useRowAction();
  const onUndo = () =>
    run({
      call: () => undo({ data: { id: latest.id } }),
      success: (done) =>
        `Import annulé : ${done.restored} produit(s) remis comme avant l’import, ${done.removed} produit(s) créé(s) supprimé(s).`,
    });
  return (
    <section
      aria-labelledby="dernier-import"
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="dernier-import" className="font-semibold text-slate-900">
        Dernier import
      </h2>
      <p className="break-words text-slate-700 text-sm">
        Le {formatAdminDate(latest.at)}
        {latest.by ? ` par ${latest.by}` : ''} : {latest.label}.
      </p>
      <UndoRule until={new Date(latest.until).getTime()} />
      <button
        type="button"
        className={secondaryButton}
        disabled={busy}
        aria-describedby="annulation-regle"
        onClick={() => void onUndo()}
      >
        {busy ? 'Annulation en cours…' : 'Annuler cet import'}
      </button>
    </section>
  );
}
