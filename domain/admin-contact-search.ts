import { limits } from '#config';
import { choice, type ListSearchOf, listSearch } from './list-search.ts';

/**
 * The dashboard filter "Toutes / À traiter / Nouvelles / En cours / Traitées" (issue 36 §8), URL
 * values as the API names the statuses; "À traiter" is every request not yet traitée (nouvelle or
 * en cours, the API's `nouveau`), where the dashboard's "À faire" line leads. Their labels are in
 * contact-status.ts: this module is in every page's entry chunk (the route's search schema).
 */
export const contactStatutFilters = [
  'toutes',
  'a_traiter',
  'nouvelle',
  'en_cours',
  'traitee',
] as const;
export type ContactStatutFilter = (typeof contactStatutFilters)[number];

/** /dashboard/demandes-contact: the "statut" filter ("Toutes" by default), page. */
/** Its server function's schema: search-queries.schema.ts. */
export const adminContactSearch = listSearch(
  { statut: choice(contactStatutFilters, 'toutes') },
  limits.adminListMaxPages,
);

/** Typed search params of /dashboard/demandes-contact: an invalid value falls back to its default. */
export const AdminContactSearchSchema = adminContactSearch.url;
export type AdminContactSearch = ListSearchOf<typeof adminContactSearch.params>;

/** What the URL defaults to: never written into it. */
export const adminContactDefaults = adminContactSearch.defaults;

/** The API's `statut` parameter: none for "Toutes", `nouveau` (not handled) for "À traiter". */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const contactStatutParam = (filter: ContactStatutFilter) =>
  filter === 'toutes' ? undefined : filter === 'a_traiter' ? 'nouveau' : filter;
