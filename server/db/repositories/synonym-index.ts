import { buildSynonymIndex, type SynonymIndex } from '#domain/search-synonyms.ts';
import type { Database } from '../connection.ts';
import { searchSynonyms } from '../tables.ts';
import { listCaches, listVersionColumn, type Reading } from './list-cache.ts';

// Product searches expand their words with what staff taught (issue 37 §3), from one look-up
// table built once per catalogue version: a synonym write bumps it (migration 0022), so the
// next search reads the rules again, and never one per request.

/** Every rule folded into one look-up table, read once per catalogue version. */
export async function synonymIndex(db: Database, reading: Reading): Promise<SynonymIndex> {
  const caches = listCaches(db);
  if (caches.synonyms?.version === reading.version) return caches.synonyms.index;
  const rows = await db
    .select({
      genre: searchSynonyms.genre,
      termes: searchSynonyms.termes,
      cibles: searchSynonyms.cibles,
      list_version: listVersionColumn(),
    })
    .from(searchSynonyms)
    .orderBy(searchSynonyms.id);
  reading.saw(rows);
  const index = buildSynonymIndex(rows);
  caches.synonyms = { version: rows[0]?.list_version ?? reading.version, index };
  return index;
}
