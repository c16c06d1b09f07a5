import {
  type ContactStatus,
  contactStatusLabels,
  statusOfHandled,
} from '#domain/contact-status.ts';
import { journalChanges } from '#domain/journal-changes.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type ContactRequestRow,
  type ContactRequestView,
  deleteContactRequest,
  findContactRequest,
  findContactRequestView,
  updateContactRequest,
} from '#server/db/repositories/contact-requests.repository.ts';
import {
  type JournalActor,
  recordChanges,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import { lockRow } from '#server/db/repositories/row-lock.ts';
import { findStaff } from '#server/db/repositories/staff.repository.ts';
import { contactRequests } from '#server/db/tables.ts';
import { contactDiff } from '../journal/journal-lines.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import type { ContactUpdate } from './contact-input.ts';

/** Who wrote and about what: how the journal names a request (its message stays out). */
const requestLabel = (row: ContactRequestRow) =>
  `${row.first_name} ${row.last_name} — ${row.subject}`;

const invalid = (field: string, message: string) =>
  new ApiError(422, 'validation_failed', `Données invalides — ${field} : ${message}`, {
    fields: { [field]: message },
  });

/** The status a PATCH asks for: `statut`, or what the first `{ traite }` means (not both). */
function requestedStatus(body: ContactUpdate, current: ContactStatus): ContactStatus | undefined {
  if (Object.values(body).every((value) => value === undefined)) {
    throw invalid('statut', 'indiquez ce qui change : statut, note ou assigne_a');
  }
  if (body.statut !== undefined && body.traite !== undefined) {
    throw invalid('statut', 'indiquez le statut ou traite, pas les deux');
  }
  return (
    body.statut ?? (body.traite === undefined ? undefined : statusOfHandled(body.traite, current))
  );
}

/** The colleague's name as the journal shows it; null for nobody. */
async function staffName(db: Database, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const staff = await findStaff(db, id);
  return staff ? staff.name || staff.email : `compte n° ${id}`;
}

/** The journal's view of a request's follow-up: readable status and colleague, the note. */
const followUp = (row: ContactRequestRow, colleague: string | null) => ({
  statut: contactStatusLabels[row.statut],
  note: row.note,
  assigne_a: colleague,
});

/**
 * Staff change a request's status, note or colleague in charge (issue 36 §8); one journal line
 * says what changed, in the same transaction (issue 23). Nothing changed: no line.
 */
export async function followUpContactRequest(
  db: Database,
  id: number,
  body: ContactUpdate,
  actor: JournalActor,
): Promise<ContactRequestView> {
  return db.transaction(async (tx) => {
    await lockRow(tx, contactRequests, contactRequests.id, id);
    const before = await findContactRequest(tx, id);
    if (!before) throw notFound('Demande de contact');
    const statut = requestedStatus(body, before.statut);
    if (body.assigne_a) {
      const colleague = await findStaff(tx, body.assigne_a);
      if (!colleague?.active) throw invalid('assigne_a', 'doit être un compte actif de l’équipe');
    }
    const row = await updateContactRequest(tx, id, {
      statut,
      note: body.note,
      assigne_a: body.assigne_a,
    });
    const view = row && (await findContactRequestView(tx, id));
    if (!row || !view) throw notFound('Demande de contact');
    // The view names the colleague now in charge; the one before is read only if it changed.
    const previous =
      before.assigne_a === row.assigne_a ? view.assigne_nom : await staffName(tx, before.assigne_a);
    await recordChanges(tx, actor, {
      action: 'modification',
      entityType: 'demande_contact',
      entityId: id,
      entityLabel: requestLabel(row),
      changes: journalChanges(followUp(before, previous), followUp(row, view.assigne_nom)),
    });
    return view;
  });
}

/** Staff delete a request; the journal keeps who deleted whose request, not its message. */
export async function removeContactRequest(
  db: Database,
  id: number,
  actor: JournalActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteContactRequest(tx, id);
    if (!deleted) throw notFound('Demande de contact');
    await recordJournalLine(tx, actor, {
      action: 'suppression',
      entityType: 'demande_contact',
      entityId: id,
      entityLabel: requestLabel(deleted),
      changes: journalChanges(deleted, null, contactDiff),
    });
  });
}
