/** Backups taken and their outcome (issue 35 §1); re-exported by tables.ts. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per backup, scheduled or asked for (`npm run backup`). A scheduled backup first inserts
 * its period's `slot` (the start of the period in ms): the unique key lets one instance only take
 * each period's backup, whatever the count of instances. The dashboard and GET
 * /api/backups/latest read the newest rows.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slot: bigint('slot', { mode: 'number' }).unique('backup_runs_slot_unique'),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    duration_ms: integer('duration_ms'),
    error: text('error'),
  },
  (table) => [
    index('backup_runs_started_at_idx').on(table.started_at),
    check('backup_runs_trigger', sql`${table.trigger} IN ('schedule', 'manual')`),
    check('backup_runs_status', sql`${table.status} IN ('running', 'succeeded', 'failed')`),
  ],
);
