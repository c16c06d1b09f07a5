/**
 * The journal (issue 23); re-exported by tables.ts. The SQL table keeps the name it shipped with,
 * `audit_log` (migration 0012, its indexes and trigger too): renaming it would need a migration for
 * a name no one reads.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { JournalChange } from '#domain/staff.ts';

/**
 * Append-only: one line per sign-in (success or failure), sign-out, account or 2FA change, and
 * create/update/delete/publish/unpublish of content, written in the same transaction as the
 * change it records. Nothing updates or deletes a line (kept at least 2 years: nothing purges).
 * The actor's e-mail is copied so a line still names them if the account is renamed. A trigger
 * (migration 0012) refuses UPDATE, DELETE and TRUNCATE on the table.
 */
export const journalLines = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // No foreign key: a line outlives anything, even a deleted account (its e-mail is kept below).
    actor_id: integer('actor_id'),
    actor_email: text('actor_email'),
    ip: text('ip'),
    /** domain/staff.ts journalActions. */
    action: text('action').notNull(),
    /** domain/staff.ts journalEntityTypes. */
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    /** What it names (a title, an e-mail) at the time. */
    entity_label: text('entity_label'),
    changes: jsonb('changes').$type<JournalChange[]>().notNull().default([]),
    /**
     * The X-Request-Id of the request that wrote the line: its log lines carry the same. The lines
     * of a products CSV import carry the import's key instead, for its undo (docs/decisions/031).
     */
    request_id: text('request_id'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_actor_idx').on(table.actor_id, table.at),
    index('audit_log_entity_idx').on(table.entity_type, table.at),
    index('audit_log_action_idx').on(table.action, table.at),
  ],
);
