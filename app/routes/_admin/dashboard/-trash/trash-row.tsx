import { useRouter } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatAdminDate } from '#domain/article-status.ts';
import { type TrashItem, trashDaysLeft, trashTypeLabels } from '#domain/trash.ts';
import { deleteFromTrash, restoreFromTrash } from '#server/functions/trash.functions.ts';

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-not-allowed disabled:opacity-50';

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
  const router = useRouter();
  const restore = useServerFn(restoreFromTrash);
  const remove = useServerFn(deleteFromTrash);
  const [busy, setBusy] = useState(false);
  const label = trashTypeLabels[item.type];
  const data = { type: item.type, id: item.id };

  async function act(run: () => Promise<string | null>) {
    setBusy(true);
    try {
      const failure = await run();
      if (failure) toast.error(failure);
    } catch {
      toast.error('Le serveur ne répond pas : réessayez dans un instant.');
    } finally {
      setBusy(false);
    }
  }

  const onRestore = () =>
    act(async () => {
      const result = await restore({ data });
      if (!result.ok) return result.message;
      await router.invalidate();
      toast.success(
        result.value.categorie_retiree
          ? `${label} « ${item.titre} » restauré sans catégorie : sa catégorie a été supprimée entre-temps.`
          : `${label} « ${item.titre} » restauré`,
      );
      return null;
    });

  const onDelete = () =>
    act(async () => {
      const question = `Supprimer définitivement « ${item.titre} » ? Cette action est irréversible.`;
      if (!window.confirm(question)) return null;
      const result = await remove({ data });
      if (!result.ok) return result.message;
      await router.invalidate();
      toast.success(`${label} « ${item.titre} » supprimé définitivement`);
      return null;
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
          className={actionClass}
        >
          Restaurer
        </button>
        {canDeleteForGood ? (
          <button
            type="button"
            disabled={busy}
            aria-label={`Supprimer définitivement ${label.toLowerCase()} ${item.titre}`}
            onClick={() => void onDelete()}
            className={`${actionClass} text-red-700`}
          >
            Supprimer définitivement
          </button>
        ) : null}
      </div>
    </li>
  );
}
