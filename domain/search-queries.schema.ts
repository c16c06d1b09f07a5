import * as v from 'valibot';
import { adminArticleSearch } from './admin-article-search.ts';
import { adminContactSearch } from './admin-contact-search.ts';
import { adminJournalSearch } from './admin-journal-search.ts';
import { adminProductSearch } from './admin-product-search.ts';
import { adminRentalSearch } from './admin-rental-search.ts';
import { searchSorts } from './catalogue-search.ts';
import type { ListParam, ListSearch, ListSearchOf, QuerySpec } from './list-search.ts';
import { synonymSearch } from './synonym-search.ts';
import { trashSearch } from './trash-search.ts';

/**
 * What the server functions of the lists receive: the search their route read from the URL
 * (url-search.ts, list-search.ts), checked again on the server, refusing what the URL reader would
 * have corrected. Only server functions import this file, so valibot stays out of the browser's
 * entry chunk (docs/decisions/034).
 */
const boundedInt = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max));

const Day = v.pipe(v.string(), v.isoDate());

function schemaOf(spec: QuerySpec): v.GenericSchema {
  switch (spec.kind) {
    case 'text':
      return v.pipe(v.string(), v.maxLength(spec.max));
    case 'choice':
      return spec.optional ? v.optional(v.picklist(spec.values)) : v.picklist(spec.values);
    case 'id':
      return v.optional(boundedInt(spec.max));
    case 'day':
      return v.optional(Day);
  }
}

/** A back-office list's server-function schema, from the params its URL reads. */
export function listQuery<P extends Record<string, ListParam>>(
  list: ListSearch<P>,
): v.GenericSchema<ListSearchOf<P>> {
  const entries: Record<string, v.GenericSchema> = { page: boundedInt(list.maxPage) };
  for (const [name, param] of Object.entries(list.params)) entries[name] = schemaOf(param.query);
  const object = v.object(entries);
  // Each entry checks the type its URL reader gives (ListSearchOf): text, choice, id, day, page.
  return v.custom<ListSearchOf<P>>((input) => v.is(object, input), 'paramètres de liste invalides');
}

export const AdminArticleQuerySchema = listQuery(adminArticleSearch);
export const AdminContactQuerySchema = listQuery(adminContactSearch);
export const AdminJournalQuerySchema = listQuery(adminJournalSearch);
export const AdminProductQuerySchema = listQuery(adminProductSearch);
export const AdminRentalQuerySchema = listQuery(adminRentalSearch);
export const TrashQuerySchema = listQuery(trashSearch);
export const SynonymQuerySchema = listQuery(synonymSearch);

/** /produits: the parsed search, in serialisable types. */
export const CatalogueQuerySchema = v.object({
  categoryId: v.optional(v.pipe(v.string(), v.regex(/^(ALL|\d{1,9}(,\d{1,9}){0,49})$/))),
  sort: v.picklist(searchSorts),
  q: v.pipe(v.string(), v.maxLength(200)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
});
