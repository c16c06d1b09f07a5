/** Login throttling and the contact-form limit, shared by every instance; re-exported by tables.ts. */
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * One failure counter per (scope, key) — e.g. ('login-address', '192.0.2.7') — for the login
 * limiter and the contact-form limit (docs/decisions/010, 006, 016). Times are milliseconds since
 * the epoch, from the instances' clocks. Each update is one `INSERT … ON CONFLICT DO UPDATE`
 * (server/db/repositories/limit-counters.repository.ts), so instances counting at once all count.
 * A row is worth nothing once `expires_at` has passed (its lock ended and its window went by
 * without a failure): it is then deleted, a bounded batch at a time, through the index.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** The failures inside the window, oldest first (emptied when they turn into a lock). */
    failures: bigint('failures', { mode: 'number' }).array().notNull(),
    last_failure_at: bigint('last_failure_at', { mode: 'number' }).notNull(),
    locked_until: bigint('locked_until', { mode: 'number' }).notNull().default(0),
    /** Lock-outs so far: the next lock lasts twice as long as the last one, up to a ceiling. */
    lockouts: integer('lockouts').notNull().default(0),
    expires_at: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('limit_counters_expires_at_idx').on(table.expires_at),
  ],
);
