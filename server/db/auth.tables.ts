/** Administrators, their sessions and refresh tokens; re-exported by tables.ts. */
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
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  cree_le: timestamp('cree_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modifie_le: timestamp('modifie_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Staff accounts (issue 23): the first administrator comes from ADMIN_EMAIL or the demo seed. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    password_hash: text('password_hash').notNull(),
    /** Shown in the back-office and the journal. */
    name: text('name').notNull().default(''),
    /** domain/staff.ts: administrateur | editeur. */
    role: text('role', { enum: ['administrateur', 'editeur'] })
      .notNull()
      .default('administrateur'),
    /** A deactivated account cannot sign in, and its sessions ended when it was deactivated. */
    active: boolean('active').notNull().default(true),
    /** A temporary password set by an administrator: changed at the next sign-in. */
    must_change_password: boolean('must_change_password').notNull().default(false),
    /** Until when that temporary password signs in (ASVS 5.0 §6.4.1: it expires quickly). */
    temporary_password_expires_at: timestamp('temporary_password_expires_at', {
      withTimezone: true,
      mode: 'date',
    }),
    ...timestamps,
  },
  (table) => [check('admin_users_role_valid', sql`${table.role} IN ('administrateur', 'editeur')`)],
);

/**
 * A signed-in session (docs/decisions/010): one per login, named by the `sid` claim of its access
 * tokens and checked on every authenticated request, so revoking it ends the session at once.
 * Kept after revocation or expiry so the back-office can list an account's sessions.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** Updated at most once a minute by the session check. */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * Why it ended, when the device must be told (issue 36 §6): 'administrateur' when an
     * administrator ended it (or deactivated the account); null for a sign-out, a password
     * change or the end of its lifetime.
     */
    revoked_reason: text('revoked_reason'),
    /** The browser's User-Agent at login, truncated; and the client address at login. */
    user_agent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.user_id, table.created_at)],
);

/** Refresh tokens rotate inside their session: `family_id` is the session's id. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the User-Agent and address that used it: only they get the concurrency grace. */
    used_by: text('used_by'),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    cree_le: timestamp('cree_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.family_id)],
);
