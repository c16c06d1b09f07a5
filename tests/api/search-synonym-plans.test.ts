import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listProducts } from '#server/db/repositories/product-list.repository.ts';
import { searchSynonyms } from '#server/db/tables.ts';
import { planProbePerFile } from './query-plans.ts';

// Issue 37 §3: a search a synonym expands keeps the index-answered shape: the user's words and
// every alternative are each answered by a GIN index (trigrams of the short text, or the full
// text), so the ranking never reads the whole products table, checked with EXPLAIN on PostgreSQL
// at 20,000 products on the very SQL the repository sends.

const adminUrl = process.env.TEST_DATABASE_URL;
const productCount = 20_000;

const probe = planProbePerFile('synonym_plans_test', async (db) => {
  await db.execute(sql`
    INSERT INTO categories (nom, slug, position) VALUES ('Rayon', 'rayon', 1)`);
  await db.execute(sql`
    INSERT INTO products (titre, slug, description_courte, categorie_id, prix, est_actif)
    SELECT (ARRAY['Fauteuil roulant', 'Lit médicalisé', 'Déambulateur', 'Matelas', 'Canne',
        'Tensiomètre', 'Oxymètre', 'Cadre de marche'])[1 + g % 8] || ' ' || md5(g::text),
      'produit-' || g, 'Modèle ' || g, 1, g % 700, true
    FROM generate_series(1, ${productCount}) AS g`);
  await db.insert(searchSynonyms).values([
    { genre: 'equivalents', termes: ['rollator', 'déambulateur', 'cadre de marche'], cibles: [] },
    { genre: 'expansion', termes: ['mobilité'], cibles: ['fauteuil roulant', 'canne'] },
  ]);
  await db.execute(sql`VACUUM ANALYZE`);
});

describe.skipIf(!adminUrl)(`search synonym plans on PostgreSQL (${productCount} products)`, () => {
  it.each([
    ['a group: the word and its equivalents', 'rollator'],
    ['a group, a phrase of the query', 'cadre de marche'],
    ['an expansion to two-word targets', 'mobilité'],
  ])(
    '%s ("%s"): every alternative read from an index, never the whole table',
    async (_, search) => {
      probe.sent.length = 0;
      const { page } = await listProducts(probe.db, {
        search,
        onlyVisible: false,
        page: 1,
        limit: 6,
      });
      expect(page.total).toBeGreaterThan(2_000);
      // The ranking: the products matching, best first (product-ranking.ts).
      const ranking = probe.sent.find(
        (one) => /from "products"/i.test(one.query) && /order by/i.test(one.query),
      );
      const nodes = await probe.planOf(ranking);
      const onProducts = nodes.filter((node) => node['Relation Name'] === 'products');
      expect(onProducts.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      expect(nodes.map((node) => node['Node Type'])).toContain('Bitmap Index Scan');
    },
  );
});
