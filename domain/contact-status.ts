/**
 * Where a contact request stands (issue 36 §8): nouvelle → en cours → traitée, each change by staff
 * journaled. `traite` (docs/decisions/006) is derived: true exactly when the status is "traitée".
 * A request counts as not handled (the sidebar badge, "unhandled first") until it is traitée:
 * "en cours" means someone took it, not that the visitor had an answer.
 */
import * as v from 'valibot';
import type { ContactStatutFilter } from './admin-contact-search.ts';

export const contactStatuses = ['nouvelle', 'en_cours', 'traitee'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const ContactStatusSchema = v.picklist(
  contactStatuses,
  'doit valoir nouvelle, en_cours ou traitee',
);

/** How staff read a status (badges, buttons, the journal). */
export const contactStatusLabels: Readonly<Record<ContactStatus, string>> = {
  nouvelle: 'Nouvelle',
  en_cours: 'En cours',
  traitee: 'Traitée',
};

/** The inbox's filter buttons (admin-contact-search.ts holds their URL values). */
export const contactStatutFilterLabels: Readonly<Record<ContactStatutFilter, string>> = {
  toutes: 'Toutes',
  a_traiter: 'À traiter',
  nouvelle: 'Nouvelles',
  en_cours: 'En cours',
  traitee: 'Traitées',
};

/** The toast after a status change. */
export const contactStatusDone: Readonly<Record<ContactStatus, string>> = {
  nouvelle: 'Demande remise en nouvelle',
  en_cours: 'Demande marquée en cours',
  traitee: 'Demande marquée comme traitée',
};

/** The internal note staff keep on a request: plain text. */
export const contactNoteMaxLength = 2000;

/**
 * The status the first `{ traite }` PATCH means now: handled, or not handled any more (a handled
 * request goes back to nouvelle; one not handled keeps its status).
 */
export const statusOfHandled = (traite: boolean, current: ContactStatus): ContactStatus => {
  if (traite) return 'traitee';
  return current === 'traitee' ? 'nouvelle' : current;
};
