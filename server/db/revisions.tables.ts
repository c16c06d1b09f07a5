/** Revisions of articles and products (issue 24, docs/decisions/020); re-exported by tables.ts. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One row per successful save, written in the save's transaction: the item's editable fields
 * after it. Only the newest `limits.revisionsKept` per item are kept (older ones are pruned by
 * the save that goes past). No foreign key to the author: a revision outlives an account (its
 * e-mail is copied), and none to the item: one table serves two.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity_type: text('entity_type', { enum: ['article', 'produit'] }).notNull(),
    entity_id: integer('entity_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
    author_id: integer('author_id'),
    author_email: text('author_email'),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('content_revisions_entity_idx').on(table.entity_type, table.entity_id, table.id.desc()),
    check('content_revisions_entity_type', sql`${table.entity_type} IN ('article', 'produit')`),
  ],
);
