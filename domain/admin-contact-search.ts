import type * as v from 'valibot';
import { limits } from '#config';
import { choice, listSearch } from './list-search.ts';

/**
 * The dashboard filter "Toutes / Nouvelles / En cours / Traitées" (issue 36 §8), URL values as the
 * API names the statuses: the dashboard links to `?statut=nouvelle`.
 */
export const contactStatutFilters = [
  { value: 'toutes', label: 'Toutes' },
  { value: 'nouvelle', label: 'Nouvelles' },
  { value: 'en_cours', label: 'En cours' },
  { value: 'traitee', label: 'Traitées' },
] as const;
export type ContactStatutFilter = (typeof contactStatutFilters)[number]['value'];
const statutValues = contactStatutFilters.map((filter) => filter.value);

/** /dashboard/demandes-contact: the "statut" filter ("Toutes" by default), page. */
const adminContactSearch = listSearch(
  { statut: choice(statutValues, 'toutes') },
  limits.adminListMaxPages,
);

/** Typed search params of /dashboard/demandes-contact: an invalid value falls back to its default. */
export const AdminContactSearchSchema = adminContactSearch.url;
export type AdminContactSearch = v.InferOutput<typeof AdminContactSearchSchema>;

/** What the URL defaults to: never written into it. */
export const adminContactDefaults = adminContactSearch.defaults;

/** What the server function receives. */
export const AdminContactQuerySchema = adminContactSearch.query;

/** The API's `statut` parameter: none for "Toutes". */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const contactStatutParam = (filter: ContactStatutFilter) =>
  filter === 'toutes' ? undefined : filter;
