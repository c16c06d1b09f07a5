import { Link } from '@tanstack/react-router';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { limits } from '#config';
import { plural } from '#domain/field-display.ts';
import type { ProductImportResult, ProductImportUndo } from '#domain/product-import.schema.ts';

const time = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: 'Africa/Tunis' });

/** What "Annuler cet import" does, until when, and when it is refused (issue 36 §5). */
export function UndoRule({ until }: { until: number }) {
  return (
    <p id="annulation-regle" className="max-w-prose text-slate-700 text-sm">
      Vous pouvez annuler cet import jusqu’à {time.format(until)} ({limits.importUndoMinutes}{' '}
      minutes) : les produits mis à jour reprennent leur version d’avant l’import, les produits
      créés sont supprimés définitivement. L’annulation est refusée si l’un de ces produits a été
      modifié depuis, pour ne pas effacer le travail d’un collègue.
    </p>
  );
}

/**
 * After an apply: what it did, and "Annuler cet import" while it may be undone (issue 36 §5),
 * with the rule that refuses it; then what the undo did.
 */
export function ImportDone({
  result,
  undoUntil,
  undone,
  undoing,
  onUndo,
}: {
  result: ProductImportResult;
  undoUntil: number | null;
  undone: ProductImportUndo | null;
  undoing: boolean;
  onUndo: () => void;
}) {
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-md bg-emerald-50 px-4 py-3 text-emerald-900">
        {undone
          ? `Import annulé : ${plural(undone.restored, 'produit remis', 'produits remis')} comme avant l’import, ${plural(undone.removed, 'produit créé supprimé', 'produits créés supprimés')}.`
          : `Import terminé : ${result.created} produit(s) créé(s), ${result.updated} mis à jour, ${result.unchanged} inchangé(s).`}{' '}
        <Link to="/dashboard/produits" className="underline">
          Voir les produits
        </Link>
      </p>
      {!undone && result.undo && undoUntil !== null && (
        <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <UndoRule until={undoUntil} />
          <button
            type="button"
            className={secondaryButton}
            disabled={undoing}
            aria-describedby="annulation-regle"
            onClick={onUndo}
          >
            {undoing ? 'Annulation en cours…' : 'Annuler cet import'}
          </button>
        </div>
      )}
      {!undone && result.undo && undoUntil === null && (
        <p className="text-slate-600 text-sm">
          Le délai de {limits.importUndoMinutes} minutes pour annuler cet import est passé : les
          produits se reprennent un par un depuis leur Historique.
        </p>
      )}
    </div>
  );
}
