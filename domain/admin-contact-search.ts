import * as v from 'valibot';
import { positiveIntParam } from './search-params.ts';

/** The dashboard filter "Toutes / Non traitées / Traitées" (URL values as the API names them). */
export const contactStatutFilters = [
  { value: 'toutes', label: 'Toutes' },
  { value: 'nouveau', label: 'Non traitées' },
  { value: 'traite', label: 'Traitées' },
] as const;
export type ContactStatutFilter = (typeof contactStatutFilters)[number]['value'];
const statutValues = contactStatutFilters.map((filter) => filter.value);

const PageParam = positiveIntParam(100_000);

/** Typed search params of /dashboard/demandes-contact: an invalid value falls back to its default. */
export const AdminContactSearchSchema = v.object({
  statut: v.optional(v.fallback(v.picklist(statutValues), 'toutes'), 'toutes'),
  page: v.optional(v.fallback(PageParam, 1), 1),
});
export type AdminContactSearch = v.InferOutput<typeof AdminContactSearchSchema>;

/** What the URL defaults to: never written into it. */
export const adminContactDefaults = { statut: 'toutes', page: 1 } as const;

/** What the server function receives. */
export const AdminContactQuerySchema = v.object({
  statut: v.picklist(statutValues),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
});

/** The API's `statut` parameter: none for "Toutes". */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const contactStatutParam = (filter: ContactStatutFilter) =>
  filter === 'toutes' ? undefined : filter;
