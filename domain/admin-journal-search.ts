import * as v from 'valibot';
import { positiveIntParam } from './search-params.ts';
import { journalActions, journalEntityTypes } from './staff.ts';

const Day = v.pipe(v.string(), v.isoDate());
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
const optionalFallback = <T extends v.GenericSchema>(schema: T) =>
  v.optional(v.fallback(v.optional(schema), undefined));

/** Typed search params of /dashboard/journal: an invalid value is dropped, not an error. */
export const AdminJournalSearchSchema = v.object({
  personne: optionalFallback(positiveIntParam(2_147_483_647)),
  entite: optionalFallback(v.picklist(journalEntityTypes)),
  action: optionalFallback(v.picklist(journalActions)),
  du: optionalFallback(Day),
  au: optionalFallback(Day),
  page: v.optional(v.fallback(positiveIntParam(100), 1), 1),
});
export type AdminJournalSearch = v.InferOutput<typeof AdminJournalSearchSchema>;

/** What the server function and the CSV export receive. */
export const AdminJournalQuerySchema = v.object({
  personne: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  entite: v.optional(v.picklist(journalEntityTypes)),
  action: v.optional(v.picklist(journalActions)),
  du: v.optional(Day),
  au: v.optional(Day),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
});
export type AdminJournalQuery = v.InferOutput<typeof AdminJournalQuerySchema>;
