import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduledUntil } from '#domain/todo.ts';
import { todoCounts } from '#server/db/repositories/todo.repository.ts';
import { planProbePerFile } from './query-plans.ts';

// Issue 36 §8 (docs/decisions/032): the "À faire" counts are one statement; drafts, scheduled
// articles and unanswered requests walk existing indexes, never their whole table, and every
// count stops past 100. Checked with EXPLAIN on PostgreSQL on the very SQL the repository sends.

const adminUrl = process.env.TEST_DATABASE_URL;
const rows = 20_000;

const probe = planProbePerFile('todo_plans_test', async (db) => {
  // Years of published articles, a few drafts and a few to come; requests mostly handled.
  await db.execute(sql`
    INSERT INTO articles (titre, slug, contenu_html, statut, publie_le)
    SELECT 'Article ' || g, 'article-' || g, '<p>x</p>',
      CASE WHEN g % 100 = 0 THEN 'brouillon' ELSE 'publie' END,
      CASE WHEN g % 100 = 0 THEN NULL
           WHEN g % 500 = 1 THEN now() + (g % 5 + 1) * interval '1 day'
           ELSE now() - g * interval '1 hour' END
    FROM generate_series(1, ${rows}) AS g`);
  await db.execute(sql`
    INSERT INTO contact_requests (first_name, last_name, email, subject, message, urgent, statut)
    SELECT 'A', 'B', 'a@b.tn', 'S', 'M', g % 7 = 0,
      CASE WHEN g > 150 THEN 'traitee' ELSE 'nouvelle' END
    FROM generate_series(1, ${rows}) AS g`);
  await db.execute(sql`
    INSERT INTO products (titre, slug, est_actif)
    SELECT 'Produit ' || g, 'produit-' || g, g % 50 <> 0 FROM generate_series(1, 2000) AS g`);
  await db.execute(sql`VACUUM ANALYZE articles`);
  await db.execute(sql`VACUUM ANALYZE contact_requests`);
  await db.execute(sql`VACUUM ANALYZE products`);
});

describe.skipIf(!adminUrl)(`"À faire" counts on PostgreSQL (${rows} rows a table)`, () => {
  it('counts up to the cap, then says one more', async () => {
    const counts = await todoCounts(probe.db, scheduledUntil(new Date()), 100);
    expect(counts).toEqual({
      offlineProducts: 40,
      // No product of this file has an image.
      productsMissingImages: 101,
      draftArticles: 101,
      scheduledArticles: 40,
      unansweredRequests: 101,
      urgentRequests: 21,
    });
  });

  it('walks the articles and requests indexes, never their tables', async () => {
    probe.sent.length = 0;
    await todoCounts(probe.db, scheduledUntil(new Date()), 100);
    const plan = await probe.planOf(probe.sent[0]);
    const described = plan.map(
      (node) => `${node['Node Type']} ${node['Relation Name'] ?? ''} ${node['Index Name'] ?? ''}`,
    );
    const on = (table: string) => plan.filter((node) => node['Relation Name'] === table);
    for (const table of ['articles', 'contact_requests']) {
      expect(on(table).length, described.join(' > ')).toBeGreaterThan(0);
      for (const node of on(table)) {
        expect(node['Node Type'], described.join(' > ')).not.toBe('Seq Scan');
      }
    }
    const indexes = plan.map((node) => node['Index Name']);
    expect(indexes).toContain('articles_publies_idx');
    expect(indexes).toContain('contact_requests_inbox_idx');
  });
});
