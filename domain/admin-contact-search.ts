import type * as v from 'valibot';
import { limits } from '#config';
import { choice, listSearch } from './list-search.ts';

/**
 * The dashboard filter "Toutes / À traiter / Nouvelles / En cours / Traitées" (issue 36 §8), URL
 * values as the API names the statuses; "À traiter" is every request not yet traitée (nouvelle or
 * en cours, the API's `nouveau`), where the dashboard's "À faire" line leads.
 */
export const contactStatutFilters = [
  { value: 'toutes', label: 'Toutes' },
  { value: 'a_traiter', label: 'À traiter' },
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

/** The API's `statut` parameter: none for "Toutes", `nouveau` (not handled) for "À traiter". */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const contactStatutParam = (filter: ContactStatutFilter) =>
  filter === 'toutes' ? undefined : filter === 'a_traiter' ? 'nouveau' : filter;
