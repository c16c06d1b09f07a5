import { useServerFn } from '@tanstack/react-start';
import { type FormEvent, useId, useState } from 'react';
import type { useRowAction } from '#app/components/admin/use-row-action.ts';
import { rowButton } from '#app/components/ui/buttons.ts';
import {
  type ContactStatus,
  contactNoteMaxLength,
  contactStatusDone,
  contactStatuses,
  contactStatusLabels,
} from '#domain/contact-status.ts';
import {
  type AdminContactRow,
  type ContactAssignee,
  followUpContactRequest,
} from '#server/functions/admin-contact.functions.ts';

/** What the status buttons say to a screen reader, next to the request's subject. */
const statusAction: Readonly<Record<ContactStatus, string>> = {
  nouvelle: 'Marquer comme nouvelle',
  en_cours: 'Marquer en cours',
  traitee: 'Marquer comme traitée',
};

const statusButton =
  'inline-flex min-h-11 items-center rounded-md px-3 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-60 aria-pressed:bg-teal-700 aria-pressed:text-white';
const fieldClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600';

/**
 * The follow-up of one request (issue 36 §8): its status, the colleague in charge and an internal
 * note. Each is its own change (and journal line); a failed note keeps what was typed.
 */
export function ContactFollowUp({
  request,
  assignees,
  actions,
}: {
  request: AdminContactRow;
  assignees: readonly ContactAssignee[];
  actions: ReturnType<typeof useRowAction>;
}) {
  const followUp = useServerFn(followUpContactRequest);
  const { busy, run } = actions;
  const [note, setNote] = useState(request.note);
  const id = useId();
  // A colleague deactivated since keeps the request until someone else takes it.
  const gone =
    request.assigne_a !== null && !assignees.some((person) => person.id === request.assigne_a);

  const setStatus = (statut: ContactStatus) =>
    run({
      call: () => followUp({ data: { id: request.id, change: { statut } } }),
      success: contactStatusDone[statut],
      failure: 'Erreur lors de la mise à jour de la demande',
    });
  const current = request.assigne_a === null ? '' : String(request.assigne_a);
  // Chosen first, then "Attribuer": arrowing through the list from the keyboard assigns nobody.
  const [choice, setChoice] = useState(current);
  const assign = (event: FormEvent) => {
    event.preventDefault();
    const person = assignees.find((candidate) => String(candidate.id) === choice);
    return run({
      call: () => followUp({ data: { id: request.id, change: { assigne_a: person?.id ?? null } } }),
      success: person ? `Demande attribuée à ${person.name}` : 'La demande n’est plus attribuée',
      failure: 'L’attribution n’a pas été enregistrée. Réessayez.',
    });
  };
  const saveNote = (event: FormEvent) => {
    event.preventDefault();
    return run({
      call: () => followUp({ data: { id: request.id, change: { note } } }),
      success: 'Note enregistrée',
      afterSuccess: () => setNote((typed) => typed.trim()),
      failure: 'La note n’a pas été enregistrée. Réessayez.',
    });
  };

  return (
    <div className="mt-4 grid gap-4 border-slate-200 border-t pt-4 md:grid-cols-2">
      <fieldset className="min-w-0">
        <legend className="mb-1 font-medium text-slate-800 text-sm">Statut</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1">
          {contactStatuses.map((statut) => (
            <button
              key={statut}
              type="button"
              aria-pressed={request.statut === statut}
              aria-label={`${statusAction[statut]} : ${request.subject}`}
              className={statusButton}
              disabled={busy}
              onClick={() => {
                if (request.statut !== statut) void setStatus(statut);
              }}
            >
              {contactStatusLabels[statut]}
            </button>
          ))}
        </div>
      </fieldset>
      <form className="min-w-0" onSubmit={(event) => void assign(event)}>
        <label htmlFor={`${id}-assignee`} className="mb-1 block font-medium text-slate-800 text-sm">
          Attribuée à
        </label>
        <div className="flex gap-2">
          <select
            id={`${id}-assignee`}
            className={`${fieldClass} min-h-11 min-w-0 flex-1`}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">Personne</option>
            {gone ? (
              <option value={current} disabled>
                {request.assigne_nom ?? 'Compte supprimé'} (compte désactivé)
              </option>
            ) : null}
            {assignees.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className={rowButton}
            disabled={busy || choice === current}
            aria-label={`Attribuer : ${request.subject}`}
          >
            Attribuer
          </button>
        </div>
      </form>
      <form className="min-w-0 md:col-span-2" onSubmit={(event) => void saveNote(event)}>
        <label htmlFor={`${id}-note`} className="mb-1 block font-medium text-slate-800 text-sm">
          Note interne
        </label>
        <p id={`${id}-note-hint`} className="mb-1 text-slate-500 text-xs">
          Visible par l’équipe seulement, jamais par la personne.
        </p>
        <textarea
          id={`${id}-note`}
          aria-describedby={`${id}-note-hint`}
          className={fieldClass}
          rows={3}
          maxLength={contactNoteMaxLength}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <button
          type="submit"
          className={`${rowButton} mt-2`}
          disabled={busy || note === request.note}
          aria-label={`Enregistrer la note : ${request.subject}`}
        >
          Enregistrer la note
        </button>
      </form>
    </div>
  );
}
