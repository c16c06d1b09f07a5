import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ArticleListQuery,
  listArticles,
} from '#server/db/repositories/articles.repository.ts';
import {
  listProducts,
  type ProductListQuery,
} from '#server/db/repositories/product-list.repository.ts';
import { type PlanNode, planProbePerFile } from './query-plans.ts';

// Issue 19: every list shape is answered by walking an index and stopping after the page. The
// planner's choice is checked with EXPLAIN on PostgreSQL with 20,000 products, on the very SQL
// the repository sends: a regression (a lost index, an ORDER BY that no longer matches one)
// fails here, long before a catalogue grows large enough for anyone to feel it.

const adminUrl = process.env.TEST_DATABASE_URL;
const productCount = 20_000;
const articleCount = 5_000;

const probe = planProbePerFile('plans_test', async (db) => {
  await db.execute(sql`
    INSERT INTO categories (nom, slug, position, est_active)
    SELECT 'Rayon ' || g, 'rayon-' || g, g, g <> 3 FROM generate_series(1, 8) AS g`);
  await db.execute(sql`
    INSERT INTO categories (nom, slug, position, parent_id)
    SELECT 'Sous-rayon ' || g, 'sous-rayon-' || g, g, 1 + g % 8 FROM generate_series(1, 32) AS g`);
  await db.execute(sql`
    INSERT INTO products (titre, slug, description_courte, categorie_id, prix, est_actif)
    SELECT (ARRAY['Fauteuil roulant', 'Lit médicalisé', 'Déambulateur', 'Matelas', 'Canne',
        'Tensiomètre', 'Oxymètre', 'Chaise de douche'])[1 + g % 8] || ' ' || md5(g::text),
      'produit-' || g, 'Modèle ' || g, 1 + (g * 7) % 40,
      CASE WHEN g % 13 = 0 THEN NULL ELSE g % 700 END, g % 29 <> 0
    FROM generate_series(1, ${productCount}) AS g`);
  await db.execute(sql`
    INSERT INTO articles (titre, slug, extrait, statut, publie_le, cree_le)
    SELECT 'Actualité ' || md5(g::text), 'actualite-' || g, 'Résumé ' || g,
      (ARRAY['publie', 'brouillon', 'archive'])[1 + (g % 7 = 0)::int + (g % 11 = 0)::int],
      CASE WHEN g % 17 = 0 THEN NULL ELSE now() - (g || ' hours')::interval END,
      now() - (g || ' minutes')::interval
    FROM generate_series(1, ${articleCount}) AS g`);
  await db.execute(sql`VACUUM ANALYZE`);
});
const { sent, planOf } = probe;

/** The plan of the query that fetched the page (the last one the repository sent). */
async function pagePlan(query: ProductListQuery): Promise<PlanNode[]> {
  sent.length = 0;
  await listProducts(probe.db, query);
  // Several categories: the merged walk, not the look-up of its ids that follows.
  return planOf(sent.find((one) => one.query.includes('union all')) ?? sent.at(-1));
}

/** The plan of the query that fetched the page of articles (sent with its count). */
async function articlePagePlan(query: ArticleListQuery): Promise<PlanNode[]> {
  sent.length = 0;
  await listArticles(probe.db, query);
  return planOf(sent.find((one) => !one.query.includes('count(*)')));
}

const publicList = { onlyVisible: true, page: 1, limit: 6 } as const;
const shapes: [string, ProductListQuery][] = [
  ['default order', publicList],
  ['titre:asc', { ...publicList, order: { field: 'titre', direction: 'asc' } }],
  ['titre:desc', { ...publicList, order: { field: 'titre', direction: 'desc' } }],
  ['prix:asc', { ...publicList, order: { field: 'prix', direction: 'asc' } }],
  ['prix:desc', { ...publicList, order: { field: 'prix', direction: 'desc' } }],
  ['cree_le:asc', { ...publicList, order: { field: 'cree_le', direction: 'asc' } }],
  ['cree_le:desc', { ...publicList, order: { field: 'cree_le', direction: 'desc' } }],
  ['modifie_le:desc', { ...publicList, order: { field: 'modifie_le', direction: 'desc' } }],
  ['reference:desc', { ...publicList, order: { field: 'reference', direction: 'desc' } }],
  ['id:desc', { ...publicList, order: { field: 'id', direction: 'desc' } }],
  ['page 150', { ...publicList, page: 150 }],
  // Past 200 skipped rows: the page's ids by an index-only walk first (product-page.repository.ts).
  ['page 1,000', { ...publicList, page: 1_000 }],
  [
    'page 1,000 by price',
    { ...publicList, page: 1_000, order: { field: 'prix', direction: 'asc' } },
  ],
  ['a top-level category', { ...publicList, categoryIds: [2] }],
  [
    'a top-level category by price',
    { ...publicList, categoryIds: [2], order: { field: 'prix', direction: 'asc' } },
  ],
  [
    'a sub-category by price, descending',
    { ...publicList, categoryIds: [12], order: { field: 'prix', direction: 'desc' } },
  ],
  ['subCategoryId', { ...publicList, subCategoryId: 12 }],
  ['two top-level categories (merged walks)', { ...publicList, categoryIds: [2, 4] }],
  [
    'a top-level category and another one’s sub-category, by price',
    { ...publicList, categoryIds: [2, 13], order: { field: 'prix', direction: 'desc' } },
  ],
  ['admin list', { onlyVisible: false, page: 1, limit: 10 }],
  ['admin list of a category', { onlyVisible: false, page: 1, limit: 10, categoryIds: [2] }],
  ['admin list of active products', { onlyVisible: false, estActif: true, page: 1, limit: 10 }],
];

describe.skipIf(!adminUrl)(`product list plans on PostgreSQL (${productCount} products)`, () => {
  for (const [label, query] of shapes) {
    it(`${label}: an index scan that stops after the page, no sort of the table`, async () => {
      const plan = await pagePlan(query);
      const onProducts = plan.filter((node) => node['Relation Name'] === 'products');
      expect(onProducts.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      expect(onProducts.map((node) => node['Node Type'])).not.toContain('Bitmap Heap Scan');
      for (const node of onProducts) expect(node['Node Type']).toMatch(/^Index (Only )?Scan$/);
      expect(plan.map((node) => node['Node Type'])).toContain('Limit');
      const sorted = plan.filter((node) => node['Node Type'] === 'Sort');
      for (const sort of sorted) expect(sort['Plan Rows']).toBeLessThanOrEqual(query.limit);
    });
  }

  it('a deep page: the rows it skips are walked in the index alone, never fetched', async () => {
    const plan = await pagePlan({ ...publicList, page: 1_000 });
    const walks = plan.filter((node) => node['Node Type'] === 'Index Only Scan');
    expect(walks.map((node) => node['Relation Name'])).toEqual(['products']);
  });

  it('the last page: read backwards from the end, with no sort either', async () => {
    const { total } = (await listProducts(probe.db, publicList)).page;
    const plan = await pagePlan({ ...publicList, page: Math.ceil(total / publicList.limit) });
    const onProducts = plan.filter((node) => node['Relation Name'] === 'products');
    for (const node of onProducts) expect(node['Node Type']).toMatch(/^Index (Only )?Scan$/);
    for (const sort of plan.filter((node) => node['Node Type'] === 'Sort'))
      expect(sort['Plan Rows']).toBeLessThanOrEqual(publicList.limit);
    const { rows } = await probe.pool.query(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sent.at(-1)?.query}`,
      sent.at(-1)?.params,
    );
    // Rows the walk produced: the page and at most one page's worth before it, never the list.
    expect(JSON.stringify(rows[0]['QUERY PLAN'])).not.toMatch(/"Actual Rows":\s*\d{3,}/);
  });
});

const articleList = { onlyPublished: false, sortOrder: 'desc', page: 1, limit: 10 } as const;
const articleShapes: [string, ArticleListQuery][] = [
  [
    'news page (published, newest first)',
    { ...articleList, onlyPublished: true, sortBy: 'publie_le' },
  ],
  ['admin list (newest created first)', articleList],
  ['admin list by title', { ...articleList, sortBy: 'titre', sortOrder: 'asc' }],
  ['admin list by title, descending', { ...articleList, sortBy: 'titre' }],
  ['admin list, oldest created first', { ...articleList, sortBy: 'cree_le', sortOrder: 'asc' }],
  ['admin list by publication date', { ...articleList, sortBy: 'publie_le', sortOrder: 'asc' }],
  ['admin list by last change', { ...articleList, sortBy: 'modifie_le' }],
  ['admin list of drafts', { ...articleList, statut: 'brouillon' }],
];

describe.skipIf(!adminUrl)(`article list plans on PostgreSQL (${articleCount} articles)`, () => {
  for (const [label, query] of articleShapes) {
    it(`${label}: an index scan that stops after the page, no sort of the table`, async () => {
      const plan = await articlePagePlan(query);
      const onArticles = plan.filter((node) => node['Relation Name'] === 'articles');
      for (const node of onArticles) expect(node['Node Type']).toMatch(/^Index (Only )?Scan$/);
      expect(plan.map((node) => node['Node Type'])).toContain('Limit');
      expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
    });
  }
});
