import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type JournalLineFilter,
  journalLineBatches,
  listJournalLines,
} from '#server/db/repositories/journal.repository.ts';
import { type PlanNode, planProbePerFile } from './query-plans.ts';

// Issue 23: the journal keeps at least two years of lines and is read by person, entity type,
// action and day. Each shape must walk one of its indexes (migration 0012), never the whole
// table: checked with EXPLAIN on PostgreSQL on the very SQL the repository sends.

const adminUrl = process.env.TEST_DATABASE_URL;
const lineCount = 60_000;

const probe = planProbePerFile('journal_plans_test', async (db) => {
  // Two years of lines: 40 people, every entity type and action, one line every ~17 minutes.
  await db.execute(sql`
    INSERT INTO audit_log (at, actor_id, actor_email, ip, action, entity_type, entity_id,
      entity_label, changes)
    SELECT now() - (g * interval '17 minutes'), 1 + g % 40, 'personne' || (g % 40) || '@test.tn',
      '10.0.0.' || (g % 200),
      (ARRAY['creation', 'modification', 'modification', 'modification', 'suppression',
        'publication', 'depublication', 'connexion', 'connexion', 'deconnexion'])[1 + g % 10],
      (ARRAY['article', 'produit', 'produit', 'categorie', 'image', 'demande_contact',
        'compte', 'session'])[1 + (g / 10) % 8],
      (g % 5000)::text, 'Libellé ' || g,
      '[{"field":"titre","before":"a","after":"b"}]'::jsonb
    FROM generate_series(1, ${lineCount}) AS g`);
  await db.execute(sql`VACUUM ANALYZE audit_log`);
});
const { sent, planOf } = probe;

const isPageQuery = (one: { query: string }) => /order by/i.test(one.query);

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const shapes: [string, JournalLineFilter][] = [
  ['no filter', {}],
  ['a person', { actorId: 7 }],
  ['an entity type', { entityType: 'categorie' }],
  ['a rare action', { action: 'publication' }],
  ['a common action', { action: 'modification' }],
  ['one month', { from: daysAgo(400), until: daysAgo(370) }],
  ['a person over one month', { actorId: 7, from: daysAgo(400), until: daysAgo(370) }],
  ['an entity type and an action', { entityType: 'produit', action: 'suppression' }],
];

function expectIndexWalk(plan: PlanNode[], shape: string) {
  const onJournal = plan.filter((node) => node['Relation Name'] === 'audit_log');
  const described = plan.map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`);
  expect(onJournal.length, `${shape}: ${described.join(' > ')}`).toBeGreaterThan(0);
  for (const node of onJournal) {
    expect(node['Node Type'], `${shape}: ${described.join(' > ')}`).not.toBe('Seq Scan');
  }
}

describe.skipIf(!adminUrl)(`journal plans on PostgreSQL (${lineCount} lines)`, () => {
  it.each(shapes)('a page, %s: an index walk', async (shape, filter) => {
    for (const page of [1, 20]) {
      sent.length = 0;
      await listJournalLines(probe.db, filter, { page, limit: 50 });
      expectIndexWalk(await planOf(sent.find(isPageQuery)), `${shape}, page ${page}`);
    }
  });

  it.each(shapes)('an export batch, %s: an index walk', async (shape, filter) => {
    sent.length = 0;
    const batches = journalLineBatches(probe.db, filter, 1_000);
    await batches.next();
    await batches.next();
    await batches.return(undefined);
    // The second batch: read on from the key (at, id) of the first's last line.
    expectIndexWalk(await planOf(sent.at(-1)), `${shape}, batch 2`);
  });

  it('counts at most 10,000 lines, however many match', async () => {
    const { total } = await listJournalLines(probe.db, {}, { page: 1, limit: 1 });
    expect(total).toBe(10_000);
  });
});
