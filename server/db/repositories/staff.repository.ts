import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '#domain/staff.ts';
import type { Database } from '../connection.ts';
import { adminUsers, authSessions } from '../tables.ts';
import { temporaryPasswordExpiry } from './sessions.repository.ts';

/** A staff account as the back-office lists it (never its password hash). */
export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  mustChangePassword: boolean;
  createdAt: Date;
  /** The latest activity of any of its sessions, or null when it never signed in. */
  lastSeenAt: Date | null;
  /** Signs in with a second factor (decision 019). */
  twoFactorEnabled: boolean;
}

const staffColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.name,
  role: adminUsers.role,
  active: adminUsers.active,
  mustChangePassword: adminUsers.must_change_password,
  createdAt: adminUsers.cree_le,
};

// Qualified by hand: inside a one-table select, Drizzle names columns without their table.
const lastSeen = sql<Date | string | null>`(
  select max(s.last_seen_at) from auth_sessions s where s.user_id = "admin_users"."id")`;

const twoFactorOn = sql<boolean>`exists (
  select 1 from staff_two_factor t where t.user_id = "admin_users"."id" and t.enabled_at is not null)`;

const toStaffRow = (row: Omit<StaffRow, 'lastSeenAt'> & { lastSeenAt: Date | string | null }) => ({
  ...row,
  lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt),
});

/** Every staff account, administrators first, then by name (a company's staff: tens, not more). */
export async function listStaff(db: Database): Promise<StaffRow[]> {
  const rows = await db
    .select({ ...staffColumns, lastSeenAt: lastSeen, twoFactorEnabled: twoFactorOn })
    .from(adminUsers)
    .orderBy(adminUsers.role, adminUsers.name, adminUsers.email)
    .limit(1000);
  return rows.map(toStaffRow);
}

export async function findStaff(db: Database, id: number): Promise<StaffRow | null> {
  const [row] = await db
    .select({ ...staffColumns, lastSeenAt: lastSeen, twoFactorEnabled: twoFactorOn })
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .limit(1);
  return row ? toStaffRow(row) : null;
}

export async function insertStaff(
  db: Database,
  values: { email: string; name: string; role: StaffRole; passwordHash: string },
): Promise<StaffRow> {
  const [row] = await db
    .insert(adminUsers)
    .values({
      email: values.email,
      name: values.name,
      role: values.role,
      password_hash: values.passwordHash,
      must_change_password: true,
      temporary_password_expires_at: temporaryPasswordExpiry(),
    })
    .returning(staffColumns);
  if (!row) throw new Error('insertStaff returned no row');
  return { ...row, lastSeenAt: null, twoFactorEnabled: false };
}

export async function updateStaff(
  db: Database,
  id: number,
  patch: Partial<{ name: string; role: StaffRole; active: boolean }>,
): Promise<void> {
  await db
    .update(adminUsers)
    .set({ ...patch, modifie_le: new Date() })
    .where(eq(adminUsers.id, id));
}

/** Active administrators other than `id`: the last one can be neither demoted nor deactivated. */
export async function countOtherActiveAdministrators(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.role, 'administrateur'),
        eq(adminUsers.active, true),
        ne(adminUsers.id, id),
      ),
    );
  return row?.count ?? 0;
}

/** A live session as "Mes sessions" lists it. */
export interface SessionRow {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * The account's live sessions, latest first: not revoked, created after `limits.createdAfter`
 * (absolute lifetime) and seen after `limits.seenAfter` (idle lifetime: its refresh token expired).
 */
export function listLiveSessions(
  db: Database,
  userId: number,
  limits: { createdAfter: Date; seenAfter: Date },
): Promise<SessionRow[]> {
  return db
    .select({
      id: authSessions.id,
      userAgent: authSessions.user_agent,
      ip: authSessions.ip,
      createdAt: authSessions.created_at,
      lastSeenAt: authSessions.last_seen_at,
    })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.user_id, userId),
        isNull(authSessions.revoked_at),
        gt(authSessions.created_at, limits.createdAfter),
        gt(authSessions.last_seen_at, limits.seenAfter),
      ),
    )
    .orderBy(desc(authSessions.last_seen_at))
    .limit(200);
}

/** The active accounts a contact request can be given to, by name (issue 36 §8). */
export async function listActiveStaffNames(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .select({
      id: adminUsers.id,
      name: sql<string>`coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email})`,
    })
    .from(adminUsers)
    .where(eq(adminUsers.active, true))
    .orderBy(
      sql`lower(coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email}))`,
      adminUsers.id,
    )
    .limit(1000);
}
