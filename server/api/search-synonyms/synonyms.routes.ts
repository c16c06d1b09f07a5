import { Hono } from 'hono';
import { describeExpansion, expandSearch } from '#domain/search-synonyms.ts';
import { listVersion, Reading } from '#server/db/repositories/list-cache.ts';
import { listProducts } from '#server/db/repositories/product-list.repository.ts';
import { searchWords } from '#server/db/repositories/search.ts';
import { listSynonymRules } from '#server/db/repositories/search-synonyms.repository.ts';
import { synonymIndex } from '#server/db/repositories/synonym-index.ts';
import { type ApiEnv, journalActor, requireRole } from '../plumbing/context.ts';
import { readId, readJson, readQuery } from '../plumbing/validation.ts';
import { SynonymBody, SynonymListQuery, SynonymTryQuery } from './synonym-input.ts';
import { createSynonym, editSynonym, removeSynonym } from './synonym-writes.ts';

/**
 * « Synonymes de recherche » (issue 37 §3, our extension of SPEC §7): what staff taught the
 * product search. Both roles; checked before any body is read.
 */
export const synonymRoutes = new Hono<ApiEnv>()
  .use('*', requireRole('administrateur', 'editeur'))
  .get('/', async (c) => {
    const query = readQuery(c, SynonymListQuery);
    return c.json(await listSynonymRules(c.var.deps.db, query));
  })
  // « Tester une recherche »: what the words expand to, and how many products visitors get.
  .get('/essai', async (c) => {
    const { search = '' } = readQuery(c, SynonymTryQuery);
    const db = c.var.deps.db;
    const version = await listVersion(db, 'products');
    const index = await synonymIndex(db, new Reading(version));
    const mots = describeExpansion(expandSearch(searchWords(search), index));
    if (mots.length === 0) return c.json({ mots, produits: 0 });
    const query = { search, onlyVisible: true, page: 1, limit: 1 };
    const { page } = await listProducts(db, query, version);
    return c.json({ mots, produits: page.total });
  })
  .post('/', async (c) => {
    const body = await readJson(c, SynonymBody);
    return c.json(await createSynonym(c.var.deps.db, body, journalActor(c)), 201);
  })
  .patch('/:id', async (c) => {
    const id = readId(c);
    const body = await readJson(c, SynonymBody);
    return c.json(await editSynonym(c.var.deps.db, id, body, journalActor(c)));
  })
  .delete('/:id', async (c) => {
    await removeSynonym(c.var.deps.db, readId(c), journalActor(c));
    return c.body(null, 204);
  });
