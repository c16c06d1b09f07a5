import type { JournalChange } from '#domain/staff.ts';
import { staffRoleLabels } from '#domain/staff.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import {
  revokeAllSessions,
  revokeUserSessions,
} from '#server/db/repositories/session-ends.repository.ts';
import { replacePassword } from '#server/db/repositories/sessions.repository.ts';
import {
  countOtherActiveAdministrators,
  findStaff,
  insertStaff,
  type StaffRow,
  updateStaff,
} from '#server/db/repositories/staff.repository.ts';
import { disableTwoFactor } from '#server/db/repositories/two-factor.repository.ts';
import { hashPassword } from '#server/security/passwords.ts';
import { createTemporaryPassword } from '#server/security/temporary-password.ts';
import { isUniqueViolation, rethrowDatabaseError } from '../plumbing/db-errors.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import type { StaffCreate, StaffUpdate } from './staff-input.ts';

/** The account and the temporary password it must change at its first sign-in (shown once). */
export interface CreatedStaff {
  account: StaffRow;
  temporaryPassword: string;
}

export async function createStaff(
  db: Database,
  actor: JournalActor,
  input: StaffCreate,
): Promise<CreatedStaff> {
  const temporaryPassword = createTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  try {
    const account = await db.transaction(async (tx) => {
      const row = await insertStaff(tx, { ...input, passwordHash });
      await recordJournalLine(tx, actor, {
        action: 'creation',
        entityType: 'compte',
        entityId: row.id,
        entityLabel: row.email,
        changes: [
          { field: 'name', before: null, after: row.name },
          { field: 'role', before: null, after: staffRoleLabels[row.role] },
        ],
      });
      return row;
    });
    return { account, temporaryPassword };
  } catch (error) {
    if (isUniqueViolation(error, ['admin_users_email_unique'])) {
      const message = 'Un compte existe déjà avec cette adresse e-mail.';
      throw new ApiError(409, 'conflict', message, { fields: { email: message } });
    }
    rethrowDatabaseError(error);
  }
}

async function existingStaff(db: Database, id: number): Promise<StaffRow> {
  const account = await findStaff(db, id);
  if (!account) throw notFound('Compte');
  return account;
}

/**
 * The team keeps at least one active administrator, and nobody locks themselves out: an
 * administrator neither deactivates nor demotes their own account.
 */
async function guardAdministrators(
  db: Database,
  actor: JournalActor,
  account: StaffRow,
  next: StaffUpdate,
) {
  const losesAdmin =
    account.role === 'administrateur' &&
    account.active &&
    (next.active === false || (next.role !== undefined && next.role !== 'administrateur'));
  if (!losesAdmin) return;
  if (account.id === actor.actorId) {
    throw new ApiError(
      409,
      'conflict',
      'Vous ne pouvez ni désactiver votre propre compte ni lui retirer le rôle administrateur.',
    );
  }
  if ((await countOtherActiveAdministrators(db, account.id)) === 0) {
    throw new ApiError(409, 'conflict', 'L’équipe doit garder au moins un administrateur actif.');
  }
}

/** PATCH /staff/{id}; deactivation ends the account's sessions in the same transaction. */
export async function editStaff(
  db: Database,
  actor: JournalActor,
  id: number,
  input: StaffUpdate,
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    const account = await existingStaff(tx, id);
    await guardAdministrators(tx, actor, account, input);
    const changes: JournalChange[] = [];
    if (input.name !== undefined && input.name !== account.name)
      changes.push({ field: 'name', before: account.name, after: input.name });
    if (input.role !== undefined && input.role !== account.role)
      changes.push({
        field: 'role',
        before: staffRoleLabels[account.role],
        after: staffRoleLabels[input.role],
      });
    await updateStaff(tx, id, input);
    const entry = { entityType: 'compte', entityId: id, entityLabel: account.email } as const;
    if (changes.length > 0)
      await recordJournalLine(tx, actor, { ...entry, action: 'modification', changes });
    if (input.active !== undefined && input.active !== account.active) {
      if (!input.active) await revokeUserSessions(tx, id, undefined, 'administrateur');
      await recordJournalLine(tx, actor, {
        ...entry,
        action: input.active ? 'compte_reactive' : 'compte_desactive',
      });
    }
    return existingStaff(tx, id);
  });
}

/** A new temporary password: the old one stops working and every session of the account ends. */
export async function resetStaffPassword(
  db: Database,
  actor: JournalActor,
  id: number,
): Promise<{ temporaryPassword: string }> {
  const account = await existingStaff(db, id);
  const temporaryPassword = createTemporaryPassword();
  await replacePassword(db, id, {
    passwordHash: await hashPassword(temporaryPassword),
    temporary: true,
    alsoInTransaction: (tx) =>
      recordJournalLine(tx, actor, {
        action: 'mot_de_passe_reinitialise',
        entityType: 'compte',
        entityId: id,
        entityLabel: account.email,
      }),
  });
  return { temporaryPassword };
}

/**
 * A colleague lost their phone (ASVS 5.0 §6.4.4): an administrator, who knows them, removes
 * their second factor and recovery codes and ends their sessions; they sign in with their
 * password and, if the site requires it, enrol again at once. Never one's own (use the
 * page "Double authentification", which asks for a code).
 */
export async function resetStaffTwoFactor(db: Database, actor: JournalActor, id: number) {
  if (id === actor.actorId) {
    throw new ApiError(
      409,
      'conflict',
      'Gérez votre propre double authentification depuis sa page.',
    );
  }
  const account = await existingStaff(db, id);
  if (!account.twoFactorEnabled) {
    throw new ApiError(
      409,
      'conflict',
      'Ce compte n’a pas de double authentification à réinitialiser.',
    );
  }
  await db.transaction(async (tx) => {
    await disableTwoFactor(tx, id);
    await revokeUserSessions(tx, id, undefined, 'administrateur');
    await recordJournalLine(tx, actor, {
      action: 'double_facteur_desactive',
      entityType: 'compte',
      entityId: id,
      entityLabel: account.email,
      changes: [{ field: 'double authentification', before: 'active', after: 'réinitialisée' }],
    });
  });
}

/** Ends every session of the whole team but the caller's (ASVS 5.0 §7.4.5), journaled. */
export async function endEveryonesSessions(
  db: Database,
  actor: JournalActor,
  keepSessionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeAllSessions(tx, keepSessionId);
    await recordJournalLine(tx, actor, {
      action: 'sessions_terminees',
      entityType: 'session',
      entityLabel: 'toute l’équipe',
    });
  });
}

/** Ends every session of a staff member (ASVS 5.0 §7.4.5), journaled. */
export async function endStaffSessions(
  db: Database,
  actor: JournalActor,
  id: number,
): Promise<void> {
  const account = await existingStaff(db, id);
  await db.transaction(async (tx) => {
    await revokeUserSessions(tx, id, undefined, 'administrateur');
    await recordJournalLine(tx, actor, {
      action: 'sessions_terminees',
      entityType: 'session',
      entityId: id,
      entityLabel: account.email,
    });
  });
}
