/** Requests sent from /contact; re-exported by tables.ts. */
import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests sent from /contact (issue 9, docs/decisions/006). No IP address is kept with a request:
 * the rate limit counts addresses in limit_counters, rows deleted once their 10 minutes have passed
 * (docs/decisions/016). Listed unhandled first, urgent first, newest first (the index follows that order).
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
    traite: boolean('traite').notNull().default(false),
    cree_le: timestamp('cree_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    traite_le: timestamp('traite_le', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('contact_requests_inbox_idx').on(
      table.traite,
      table.urgent.desc(),
      table.cree_le.desc(),
      table.id.desc(),
    ),
  ],
);
