import { journalChanges } from '#domain/journal-changes.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type ContactRequestRow,
  deleteContactRequest,
  findContactRequest,
  setContactRequestHandled,
} from '#server/db/repositories/contact-requests.repository.ts';
import {
  type JournalActor,
  recordChanges,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import { lockRow } from '#server/db/repositories/row-lock.ts';
import { contactRequests } from '#server/db/tables.ts';
import { contactDiff } from '../journal/journal-lines.ts';
import { notFound } from '../plumbing/errors.ts';

/** Who wrote and about what: how the journal names a request (its message stays out). */
const requestLabel = (row: ContactRequestRow) =>
  `${row.first_name} ${row.last_name} — ${row.subject}`;

/** Staff mark a request handled or not (issue 23: journaled in the same transaction). */
export async function markContactRequest(
  db: Database,
  id: number,
  traite: boolean,
  actor: JournalActor,
): Promise<ContactRequestRow> {
  return db.transaction(async (tx) => {
    await lockRow(tx, contactRequests, contactRequests.id, id);
    const before = await findContactRequest(tx, id);
    const row = before && (await setContactRequestHandled(tx, id, traite));
    if (!before || !row) throw notFound('Demande de contact');
    const changes = journalChanges(before, row, contactDiff);
    await recordChanges(tx, actor, {
      action: 'modification',
      entityType: 'demande_contact',
      entityId: id,
      entityLabel: requestLabel(row),
      changes,
    });
    return row;
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
