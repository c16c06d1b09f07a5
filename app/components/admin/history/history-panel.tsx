import { useId, useMemo, useState } from 'react';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { ModalDialog } from '#app/components/ui/modal-dialog.tsx';
import { formatRevisionDate } from '#app/lib/revision-diff.ts';
import { RevisionChanges } from './revision-changes.tsx';
import {
  type HistorySubject,
  type RevisionEntry,
  useRevisionHistory,
} from './use-revision-history.ts';

/**
 * "Historique" of an article or a product (issue 24): its revisions, newest first, each with its
 * author and time; one opened shows what differs from the current version and can be restored.
 */
export function HistoryPanel(subject: HistorySubject) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { list, restore } = useRevisionHistory(subject, open);
  const bodyId = useId();
  const entries = list.data ?? [];
  const chosen = entries.find((entry) => entry.id === selected) ?? null;
  const changes = useMemo(() => chosen?.changes() ?? [], [chosen]);

  const confirmRestore = () => {
    setConfirming(false);
    if (chosen) restore.mutate(chosen, { onSuccess: () => setSelected(null) });
  };

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="font-semibold text-lg text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          className="flex min-h-11 w-full items-center justify-between gap-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          onClick={() => setOpen(!open)}
        >
          Historique
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h2>
      {open ? (
        <div id={bodyId} className="mt-4 space-y-4">
          {list.isPending ? (
            <p role="status" aria-busy="true" className="text-slate-600 text-sm">
              Chargement de l'historique…
            </p>
          ) : list.isError ? (
            <div role="alert" className="space-y-2 rounded-md bg-red-50 p-3 text-red-800 text-sm">
              <p>Impossible de charger l'historique. {list.error.message}</p>
              <button type="button" className={secondaryButton} onClick={() => void list.refetch()}>
                Réessayer
              </button>
            </div>
          ) : entries.length === 0 ? (
            <p className="text-slate-600 text-sm">Aucune version enregistrée pour l'instant.</p>
          ) : (
            <RevisionList entries={entries} selected={selected} onSelect={setSelected} />
          )}
          {restore.isError ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 text-sm">
              {restore.error.message} Rechargez la page pour voir la dernière version.
            </p>
          ) : null}
          {chosen ? (
            <div className="space-y-3 border-slate-200 border-t pt-4">
              <h3 className="font-medium text-slate-900">
                {`Version du ${formatRevisionDate(chosen.createdAt)} comparée à la version actuelle`}
              </h3>
              <RevisionChanges changes={changes} />
              {/* Restoring what is already saved would only write a copy of it. */}
              {changes.length > 0 ? (
                <button
                  type="button"
                  className={primaryButton}
                  disabled={restore.isPending}
                  onClick={() => setConfirming(true)}
                >
                  {restore.isPending ? 'Restauration…' : 'Restaurer cette version'}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      <ModalDialog
        open={confirming}
        title="Restaurer cette version ?"
        onCancel={() => setConfirming(false)}
      >
        <p>
          Les champs reprendront les valeurs de cette version, enregistrées comme une nouvelle
          version. Les modifications non enregistrées du formulaire seront perdues.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
            Annuler
          </button>
          <button type="button" data-autofocus className={primaryButton} onClick={confirmRestore}>
            Restaurer
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}

/** The revisions, newest first: one button each (pressed = the one compared below). */
function RevisionList({
  entries,
  selected,
  onSelect,
}: {
  entries: RevisionEntry[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  return (
    <ol aria-label="Versions enregistrées" className="divide-y divide-slate-100">
      {entries.map((entry, index) => (
        <li key={entry.id}>
          <button
            type="button"
            aria-pressed={entry.id === selected}
            className="flex min-h-11 w-full flex-wrap items-baseline justify-between gap-x-3 px-2 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 aria-pressed:bg-teal-50"
            onClick={() => onSelect(entry.id === selected ? null : entry.id)}
          >
            <span className="font-medium text-slate-900">
              {formatRevisionDate(entry.createdAt)}
              {index === 0 ? ' (dernière)' : ''}
            </span>
            <span className="break-all text-slate-600">{entry.author ?? 'Auteur inconnu'}</span>
            <span className="w-full text-slate-700">{entry.summary}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
