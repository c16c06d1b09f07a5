/** List versions and server-wide settings; re-exported by tables.ts. */
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A counter per list, bumped in the same transaction as any write that can change what the list
 * holds (statement triggers, migration 0005): totals cached for one version are exact for it,
 * whichever instance or script wrote (server/db/repositories/list-cache.ts).
 */
export const listVersions = pgTable('list_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Server-wide settings shared by every process on the same database (e.g. the JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Scheduled publications already announced to the cluster (issue 22): the first instance whose
 * timer fires inserts the date and sends the NOTIFY in the same statement; the others find it
 * taken and only hear that notice, so one publication is announced once, whatever the count of
 * instances (server/events/postgres-notify.ts).
 */
export const scheduledAnnouncements = pgTable('scheduled_announcements', {
  published_at: timestamp('published_at', { withTimezone: true, mode: 'date' }).primaryKey(),
  announced_at: timestamp('announced_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
});
