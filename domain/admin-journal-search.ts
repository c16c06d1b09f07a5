import type * as v from 'valibot';
import { limits } from '#config';
import { listSearch, optionalChoice, optionalDay, optionalId, searchText } from './list-search.ts';
import { journalActions, journalEntityTypes } from './staff.ts';

/** /dashboard/journal: a text, who, what, which action, from and to which day; an invalid one is dropped. */
const adminJournalSearch = listSearch(
  {
    q: searchText(200),
    personne: optionalId(),
    entite: optionalChoice(journalEntityTypes),
    action: optionalChoice(journalActions),
    du: optionalDay(),
    au: optionalDay(),
  },
  limits.journalMaxPages,
);

/** Typed search params of /dashboard/journal: an invalid value is dropped, not an error. */
export const AdminJournalSearchSchema = adminJournalSearch.url;
export type AdminJournalSearch = v.InferOutput<typeof AdminJournalSearchSchema>;

/** What the URL defaults to: never written into it. */
export const adminJournalDefaults = adminJournalSearch.defaults;

/** What the server function receives. */
export const AdminJournalQuerySchema = adminJournalSearch.query;
