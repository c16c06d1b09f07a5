import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { limits } from '#config';
import { IdSchema } from '#domain/id.schema.ts';
import { toPage } from '#domain/list-page.ts';
import { SynonymQuerySchema } from '#domain/search-queries.schema.ts';
import { SynonymSaveSchema } from '#domain/search-synonyms.schema.ts';
import {
  deleteSynonym,
  listSynonyms,
  saveSynonym,
  trySynonymSearch,
} from '../client/search-synonyms.client.ts';
import { actOrSignIn, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

// « Synonymes de recherche » (issue 37 §3): the screen's list, its form and its test field.

/** One page of rules, the newest change first, optionally those naming a word. */
export const listSynonymPage = createServerFn({ method: 'GET' })
  .validator(SynonymQuerySchema)
  .handler(({ data }) =>
    withRouteErrors(async () => {
      const limit = limits.dashboardPageSize;
      const query = { page: data.page, limit, ...(data.q ? { search: data.q } : {}) };
      const { rows, total } = await listSynonyms(sessionClient(), query);
      return toPage(rows, total, data.page, limit);
    }),
  );

/** « Enregistrer »: a refusal (a group of one term, a term taught already) comes back to show. */
export const saveSynonymRule = createServerFn({ method: 'POST' })
  .validator(SynonymSaveSchema)
  .handler(({ data }) => actOrSignIn(() => saveSynonym(sessionClient(), data)));

/** « Supprimer » (asked first). */
export const deleteSynonymRule = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema }))
  .handler(({ data }) =>
    actOrSignIn(async () => {
      await deleteSynonym(sessionClient(), data.id);
      return true;
    }),
  );

/** « Tester une recherche »: what the words expand to and how many products they find. */
export const trySynonyms = createServerFn({ method: 'GET' })
  .validator(v.object({ search: v.pipe(v.string(), v.trim(), v.maxLength(200)) }))
  .handler(({ data }) => actOrSignIn(() => trySynonymSearch(sessionClient(), data.search)));
