import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../connection.ts';
import { articles, contactRequests, products } from '../tables.ts';
import { scheduledBefore } from './articles.repository.ts';
import { imagesToComplete } from './products.repository.ts';

const Counts = v.object({
  rows: v.array(
    v.object({
      offline: v.number(),
      images: v.number(),
      drafts: v.number(),
      scheduled: v.number(),
      unanswered: v.number(),
      urgent: v.number(),
    }),
  ),
});

/** At most `stop` matching rows counted: whatever the table's size, each count stays small. */
const bounded = (table: SQL, where: SQL, stop: number) =>
  sql`(select count(*)::int from (select 1 from ${table} where ${where} limit ${stop}) as counted)`;

/**
 * The dashboard's "À faire" counts (issue 36 §8), in one statement, each stopping at `cap` + 1
 * (read as "100+"). Drafts and scheduled articles walk articles_publies_idx (statut, publie_le),
 * unanswered requests contact_requests_inbox_idx (traite, urgent); the two product counts read the
 * products table (no index has est_actif or the images first: a company's catalogue is small, and
 * the limit ends the read as soon as there is more than the cap).
 */
export async function todoCounts(db: Database, scheduledEnd: Date, cap: number) {
  const stop = cap + 1;
  const result = await db.execute(sql`select
    ${bounded(sql`${products}`, sql`${products.est_actif} = false`, stop)} as offline,
    ${bounded(sql`${products}`, imagesToComplete(), stop)} as images,
    ${bounded(sql`${articles}`, sql`${articles.statut} = 'brouillon'`, stop)} as drafts,
    ${bounded(sql`${articles}`, scheduledBefore(scheduledEnd), stop)} as scheduled,
    ${bounded(sql`${contactRequests}`, sql`${contactRequests.traite} = false`, stop)} as unanswered,
    ${bounded(sql`${contactRequests}`, sql`${contactRequests.traite} = false and ${contactRequests.urgent}`, stop)} as urgent`);
  const [row] = v.parse(Counts, result).rows;
  return {
    offlineProducts: row?.offline ?? 0,
    productsMissingImages: row?.images ?? 0,
    draftArticles: row?.drafts ?? 0,
    scheduledArticles: row?.scheduled ?? 0,
    unansweredRequests: row?.unanswered ?? 0,
    urgentRequests: row?.urgent ?? 0,
  };
}
