import { limits } from '#config';
import { journalActions, journalEntityTypes } from './journal-kinds.ts';
import {
  type ListSearchOf,
  listSearch,
  optionalChoice,
  optionalDay,
  optionalId,
  searchText,
} from './list-search.ts';

/** /dashboard/journal: a text, who, what, which action, from and to which day; an invalid one is dropped. */
/** Its server function's schema: search-queries.schema.ts. */
export const adminJournalSearch = listSearch(
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
export type AdminJournalSearch = ListSearchOf<typeof adminJournalSearch.params>;

/** What the URL defaults to: never written into it. */
export const adminJournalDefaults = adminJournalSearch.defaults;
