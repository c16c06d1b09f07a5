/** Two-factor sign-in (TOTP, RFC 6238) per staff account (issue 23); re-exported by tables.ts. */
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUsers } from './auth.tables.ts';

/**
 * One row per account that set up (or is setting up) an authenticator app. The secrets are
 * AES-256-GCM boxes (server/security/secret-box.ts), never the base32 text: a copy of the table
 * alone does not give the codes. Enabled when `enabled_at` is set.
 */
export const staffTwoFactor = pgTable('staff_two_factor', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  /** The confirmed secret, encrypted; null until the first confirmation. */
  secret: text('secret'),
  enabled_at: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  /** The secret of an enrolment not confirmed yet (POST /auth/two-factor/setup), encrypted. */
  pending_secret: text('pending_secret'),
  pending_at: timestamp('pending_at', { withTimezone: true, mode: 'date' }),
  /**
   * The 30 s time-step of the last code accepted: a code is accepted once, and never one of a
   * step at or before it (ASVS 5.0 §6.5.1).
   */
  last_used_step: bigint('last_used_step', { mode: 'number' }),
  /**
   * Sign-in challenges issued at or before this moment (ms) are spent: the one that signed in
   * last, and any older. A challenge opens one session.
   */
  challenge_floor: bigint('challenge_floor', { mode: 'number' }),
  modifie_le: timestamp('modifie_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per account, only their SHA-256 kept (120-bit codes). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    cree_le: timestamp('cree_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('staff_recovery_codes_user_idx').on(table.user_id, table.code_hash)],
);
