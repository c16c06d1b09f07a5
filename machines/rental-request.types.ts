/** The types of the rental request machine (issue 39): context, events, actor input and output. */

import type { RentalReceipt } from '#domain/rental-answers.schema.ts';
import type { RentalCalendar } from '#domain/rental-calendar.ts';
import type {
  RentalFieldErrors,
  RentalRequestDraft,
  RentalRequestFields,
  RentalSendResult,
} from '#domain/rental-request.rules.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';

/** The equipment the flow was opened for. */
export interface RentalProductRef {
  id: number;
  titre: string;
}

export interface RentalRequestInput {
  product: RentalProductRef;
}

/** What loading the days answers (getRentalCalendar). */
export type CalendarResult =
  | { ok: true; calendar: RentalCalendar; terms: RentalTerms }
  | { ok: false; message: string };

export interface RentalRequestContext {
  product: RentalProductRef;
  /** Null until the days are loaded. */
  calendar: RentalCalendar | null;
  terms: RentalTerms | null;
  debut: string | null;
  fin: string | null;
  /** Why the dates cannot go on (rules, availability, a 409), else null. */
  datesError: string | null;
  fields: RentalRequestFields;
  fieldErrors: RentalFieldErrors;
  /** The sentence above the send button after a refusal, else null. */
  error: string | null;
  /** Why the days could not be loaded, else null. */
  loadError: string | null;
  receipt: RentalReceipt | null;
}

export type RentalRequestEvent =
  | { type: 'dates.set'; debut: string | null; fin: string | null }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'retry' }
  | { type: 'change'; fields: Partial<RentalRequestFields> }
  | { type: 'submit' };

export type { RentalRequestDraft, RentalSendResult };
