/** « Synonymes de recherche » (issue 37 §3; our extension of SPEC §7). Both staff roles. */
import * as v from 'valibot';
import {
  SynonymPageSchema,
  SynonymRuleSchema,
  type SynonymSave,
  SynonymTrySchema,
} from '#domain/search-synonyms.schema.ts';
import type { RestClient } from './rest-client.ts';

/** A page of rules, the newest change first, optionally those naming a word. */
export const listSynonyms = (
  client: RestClient,
  query: { search?: string; page: number; limit: number },
) => client.request(SynonymPageSchema, 'GET', '/crud/search-synonyms', { query, auth: true });

/** A new rule (400 with a French message when refused), or a change to one. */
export const saveSynonym = (client: RestClient, { id, ...rule }: SynonymSave) =>
  id === undefined
    ? client.request(SynonymRuleSchema, 'POST', '/crud/search-synonyms', { json: rule, auth: true })
    : client.request(SynonymRuleSchema, 'PATCH', `/crud/search-synonyms/${id}`, {
        json: rule,
        auth: true,
      });

export const deleteSynonym = (client: RestClient, id: number) =>
  client.request(v.undefined(), 'DELETE', `/crud/search-synonyms/${id}`, { auth: true });

/** What a search expands to and how many products visitors get for it. */
export const trySynonymSearch = (client: RestClient, search: string) =>
  client.request(SynonymTrySchema, 'GET', '/crud/search-synonyms/essai', {
    query: { search },
    auth: true,
  });
