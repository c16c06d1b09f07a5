import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, tunisDay } from '#domain/tunis-time.ts';
import { productWindow } from '#server/db/repositories/rental-availability.repository.ts';
import { listRentals } from '#server/db/repositories/rental-list.repository.ts';
import { pendingUnitsOfOrigin } from '#server/db/repositories/rentals.repository.ts';
import { bedTerms } from '#tests/shared/rental-terms.ts';
import { type PlanNode, planProbePerFile } from './query-plans.ts';

// Issue 39: the rentals' reads walk indexes, never a whole table — availability the exclusion
// constraint's gist index, the desk's list the creation-date and phone indexes, the per-address
// cap its partial index. Checked with EXPLAIN on PostgreSQL on the very SQL the repositories send.

const adminUrl = process.env.TEST_DATABASE_URL;
const products = 50;
const perProduct = 400;

const probe = planProbePerFile('rentals_plans_test', async (db) => {
  await db.execute(sql`
    INSERT INTO products (titre, slug, location)
    SELECT 'Lit ' || g, 'lit-' || g, ${JSON.stringify(bedTerms)}::jsonb || jsonb_build_object('unites', ${perProduct}::int)
    FROM generate_series(1, ${products}) AS g`);
  // A catalogue's size beside them: on a table of a page or two, any read is a sequential scan.
  await db.execute(sql`
    INSERT INTO products (titre, slug) SELECT 'Article ' || g, 'article-' || g
    FROM generate_series(1, 2000) AS g`);
  await db.execute(sql`
    INSERT INTO rentals (reference, product_id, produit_titre, debut, fin, statut, source, nom,
      telephone, retrait, boutique, prix_location, detail_prix, caution, total, origine, cree_le)
    SELECT 'LOC-2026-' || lpad(g::text, 6, '0'), p.id, p.titre,
      current_date + (g % 300), current_date + (g % 300) + 7,
      CASE WHEN g % 10 = 0 THEN 'demande' ELSE 'confirmee' END, 'site', 'Client ' || g,
      '+21698' || lpad((g % 100000)::text, 6, '0'), 'boutique', 'lafayette', 100, '{}'::jsonb, 0, 100,
      'origine-' || (g % 5000), now() - g * interval '1 minute'
    FROM generate_series(1, ${products * perProduct}) AS g
    JOIN products p ON p.slug = 'lit-' || (1 + g % ${products})`);
  await db.execute(sql`
    INSERT INTO rental_units (rental_id, product_id, unite, jours)
    SELECT r.id, r.product_id, 1 + r.id / ${products} % ${perProduct},
      daterange(r.debut, r.fin + 2)
    FROM rentals r`);
  for (const table of ['products', 'rentals', 'rental_units']) {
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
});

const described = (plan: PlanNode[]) =>
  plan
    .map(
      (node) => `${node['Node Type']} ${node['Relation Name'] ?? ''} ${node['Index Name'] ?? ''}`,
    )
    .join(' > ');

async function planOfLast(read: () => Promise<unknown>, match: RegExp) {
  probe.sent.length = 0;
  await read();
  const query = probe.sent.find((sent) => match.test(sent.query));
  const plan = await probe.planOf(query);
  expect(
    plan.every((node) => node['Node Type'] !== 'Seq Scan'),
    described(plan),
  ).toBe(true);
  return plan.map((node) => node['Index Name']);
}

describe.skipIf(!adminUrl)(
  `rentals' reads on PostgreSQL (${products * perProduct} reservations)`,
  () => {
    const today = tunisDay(new Date());

    it('availability walks the exclusion constraint’s gist index', async () => {
      const indexes = await planOfLast(
        () => productWindow(probe.db, 7, today, addDays(today, 30)),
        /from rental_units/,
      );
      expect(indexes).toContain('rental_units_no_overlap');
    });

    it('the desk’s list walks the creation-date index, a customer’s history the phone index', async () => {
      const newest = await planOfLast(
        () => listRentals(probe.db, { page: 1, limit: 20 }),
        /order by/i,
      );
      expect(newest).toContain('rentals_cree_le_idx');
      const history = await planOfLast(
        () => listRentals(probe.db, { page: 1, limit: 20, telephone: '+21698000042' }),
        /order by/i,
      );
      expect(history).toContain('rentals_telephone_idx');
    });

    it('the per-address cap reads its partial index', async () => {
      const indexes = await planOfLast(() => pendingUnitsOfOrigin(probe.db, 'origine-42'), /sum\(/);
      expect(indexes).toContain('rentals_origine_idx');
    });
  },
);
