import { useServerFn } from '@tanstack/react-start';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { formatAdminDate } from '#domain/article-status.ts';
import { type TrashItem, trashDaysLeft, trashTypeLabels } from '#domain/trash.ts';
import { deleteFromTrash, restoreFromTrash } from '#server/functions/trash.functions.ts';

function daysLeftText(item: TrashItem, now: Date): string {
  const days = trashDaysLeft(new Date(item.purge_le), now);
  if (days === 0) return 'Suppression définitive imminente';
  return `Encore ${days} jour${days > 1 ? 's' : ''}`;
}

/** One deleted item: what it was, who deleted it and when, the days left, and its actions. */
export function TrashRow({
  item,
  now,
  canDeleteForGood,
}: {
  item: TrashItem;
  now: Date;
  /** "Supprimer définitivement" is for administrators (an éditeur does not see it). */
  canDeleteForGood: boolean;
}) {
  const restore = useServerFn(restoreFromTrash);
  const remove = useServerFn(deleteFromTrash);
  const { busy, run } = useRowAction();
  const label = trashTypeLabels[item.type];
  const data = { type: item.type, id: item.id };
  const unreachable = 'Le serveur ne répond pas : réessayez dans un instant.';

  const onRestore = () =>
    run({
      call: () => restore({ data }),
      success: (restored) =>
        restored.categorie_retiree
          ? `${label} « ${item.titre} » restauré sans catégorie : sa catégorie a été supprimée entre-temps.`
          : `${label} « ${item.titre} » restauré`,
      unreachable,
    });

  const onDelete = () =>
    run({
      confirm: `Supprimer définitivement « ${item.titre} » ? Cette action est irréversible.`,
      call: () => remove({ data }),
      success: `${label} « ${item.titre} » supprimé définitivement`,
      unreachable,
    });

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900">
          <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 text-xs">
            {label}
          </span>
          <span className="break-words">{item.titre}</span>
        </p>
        <p className="break-all text-slate-600 text-sm">
          Supprimé le {formatAdminDate(item.supprime_le)} par {item.supprime_par ?? 'inconnu'}
        </p>
        <p className="text-amber-800 text-sm">{daysLeftText(item, now)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          aria-label={`Restaurer ${label.toLowerCase()} ${item.titre}`}
          onClick={() => void onRestore()}
          className={secondaryButton}
        >
          Restaurer
        </button>
        {canDeleteForGood ? (
          <button
            type="button"
            disabled={busy}
            aria-label={`Supprimer définitivement ${label.toLowerCase()} ${item.titre}`}
            onClick={() => void onDelete()}
            className={`${secondaryButton} text-red-700`}
          >
            Supprimer définitivement
          </button>
        ) : null}
      </div>
    </li>
  );
}
