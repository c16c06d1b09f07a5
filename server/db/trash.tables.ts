/** The Corbeille of articles and products (issue 24, docs/decisions/021); re-exported by tables.ts. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A deleted article or product, moved here by its delete's transaction: `fields` is its whole row
 * as it was (domain/trash.ts), so a restore puts it back with its own id. Nothing else reads it:
 * every read of `products` / `articles` answers 404 for it without a query change. No foreign
 * key to the deleter (an account may go; its e-mail is copied, as the journal does).
 */
export const trashedItems = pgTable(
  'trashed_items',
  {
    entity_type: text('entity_type', { enum: ['article', 'produit'] }).notNull(),
    entity_id: integer('entity_id').notNull(),
    label: text('label').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
    deleted_by_id: integer('deleted_by_id'),
    deleted_by_email: text('deleted_by_email'),
  },
  (table) => [
    primaryKey({ columns: [table.entity_type, table.entity_id] }),
    // The list (newest first) and the purge (oldest past the delay) walk this one index.
    index('trashed_items_deleted_at_idx').on(table.deleted_at),
    check('trashed_items_entity_type', sql`${table.entity_type} IN ('article', 'produit')`),
  ],
);
