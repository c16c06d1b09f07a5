/** Requests sent from /contact; re-exported by tables.ts. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './auth.tables.ts';

/**
 * Requests sent from /contact (issue 9, docs/decisions/006). No IP address is kept with a request:
 * the rate limit counts addresses in limit_counters, rows deleted once their 10 minutes have passed
 * (docs/decisions/016). Listed unhandled first, urgent first, newest first (the index follows that order).
 * Staff follow each one up (issue 36 §8): a status, an internal note, a colleague in charge.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    department: text('department'),
    message: text('message').notNull(),
    urgent: boolean('urgent').notNull().default(false),
    /** domain/contact-status.ts: nouvelle | en_cours | traitee. */
    statut: text('statut', { enum: ['nouvelle', 'en_cours', 'traitee'] })
      .notNull()
      .default('nouvelle'),
    /** Derived from the status, so the two never disagree (the inbox index and the count read it). */
    traite: boolean('traite').notNull().generatedAlwaysAs(sql`statut = 'traitee'`),
    cree_le: timestamp('cree_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    traite_le: timestamp('traite_le', { withTimezone: true, mode: 'date' }),
    /** Staff only: never shown to the visitor. */
    note: text('note').notNull().default(''),
    /** The colleague in charge; a deleted account leaves the request to nobody. */
    assigne_a: integer('assigne_a').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('contact_requests_inbox_idx').on(
      table.traite,
      table.urgent.desc(),
      table.cree_le.desc(),
      table.id.desc(),
    ),
    check(
      'contact_requests_statut_valid',
      sql`${table.statut} IN ('nouvelle', 'en_cours', 'traitee')`,
    ),
  ],
);
