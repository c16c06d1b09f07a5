import * as v from 'valibot';
import {
  type JournalAction,
  type JournalEntityType,
  journalActions,
  journalEntityTypes,
} from '#domain/staff.ts';
import type { RestClient } from './rest-client.ts';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const JournalChangeSchema = v.object({
  field: v.string(),
  before: v.nullable(v.string()),
  after: v.nullable(v.string()),
});

/** One line of the journal (issue 23), as GET /journal answers it. */
export const JournalLineSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  at: v.pipe(v.string(), v.isoTimestamp()),
  actor_id: v.nullable(v.number()),
  actor_email: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  action: v.picklist(journalActions),
  entity_type: v.picklist(journalEntityTypes),
  entity_id: v.nullable(v.string()),
  entity_label: v.nullable(v.string()),
  changes: v.array(JournalChangeSchema),
});
export type JournalLine = v.InferOutput<typeof JournalLineSchema>;

/** A page of the journal, newest first; `total` counts at most 10,000 matching lines. */
export const JournalPageSchema = v.object({
  rows: v.array(JournalLineSchema),
  total: Count,
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  limit: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type JournalPage = v.InferOutput<typeof JournalPageSchema>;

/** The journal's filters; `du` and `au` are days (AAAA-MM-JJ, Tunis time), `au` included. */
export interface JournalFilter {
  personne?: number | undefined;
  entite?: JournalEntityType | undefined;
  action?: JournalAction | undefined;
  du?: string | undefined;
  au?: string | undefined;
  /** Text in the person's e-mail, the item's label or identifier. */
  q?: string | undefined;
}

export interface JournalQuery extends JournalFilter {
  page?: number | undefined;
  limit?: number | undefined;
}

/** Administrators only: one page of the journal (an éditeur gets 403). */
export const getJournal = (client: RestClient, query: JournalQuery = {}) =>
  client.request(JournalPageSchema, 'GET', '/journal', { query: { ...query }, auth: true });

/**
 * Administrators only: the filtered journal as CSV (UTF-8 with BOM, `;`, 50,000 lines at most),
 * the response itself so the caller streams it to the browser.
 */
export const exportJournalCsv = (client: RestClient, filter: JournalFilter = {}) =>
  client.download('GET', '/journal/export.csv', { query: { ...filter }, auth: true });
