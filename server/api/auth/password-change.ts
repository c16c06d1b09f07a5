import {
  commonPasswordMessage,
  contextPasswordMessage,
  type PasswordChange,
} from '#domain/password-policy.ts';
import { findAdminById } from '#server/db/repositories/auth.repository.ts';
import { recordJournalLine } from '#server/db/repositories/journal.repository.ts';
import { replacePassword } from '#server/db/repositories/sessions.repository.ts';
import { isCommonPassword } from '#server/security/common-passwords.ts';
import { isContextPassword } from '#server/security/context-words.ts';
import { hashPassword, verifyPassword } from '#server/security/passwords.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { ApiError } from '../plumbing/errors.ts';
import { throttled } from './auth-service.ts';
import type { AccessClaims } from './tokens.ts';

const wrongCurrent = 'Mot de passe actuel incorrect.';

/**
 * ASVS 5.0 §6.2.4, §6.2.11: a new password is neither one of the most used nor made only of the
 * site's own words and the person's e-mail (a 422 on the field).
 */
export function refuseGuessablePassword(password: string, field: string, email: string): void {
  const message = isCommonPassword(password)
    ? commonPasswordMessage
    : isContextPassword(password, email)
      ? contextPasswordMessage
      : null;
  if (message)
    throw new ApiError(422, 'validation_failed', message, { fields: { [field]: message } });
}

/**
 * POST /auth/password (our extension): the current password is checked under the login throttle
 * (it is a password guess like any other); on success every OTHER session of the account ends,
 * a temporary password stops being one, and the journal says so in the same transaction.
 */
export async function changePassword(
  deps: ApiDeps,
  auth: AccessClaims,
  change: PasswordChange,
  address: string,
): Promise<void> {
  const user = await findAdminById(deps.db, auth.userId);
  if (!user)
    throw new ApiError(401, 'unauthorized', 'Session terminée : veuillez vous reconnecter.');
  refuseGuessablePassword(change.newPassword, 'newPassword', user.email);
  const gate = await deps.throttles.login.check(user.email, address);
  if (gate.kind === 'refused') throw throttled(gate.waitMs);
  if (!(await verifyPassword(user.password_hash, change.currentPassword))) {
    await deps.throttles.login.recordFailure(user.email, address);
    if (gate.kind === 'strict') throw throttled(gate.waitMs);
    throw new ApiError(422, 'validation_failed', wrongCurrent, {
      fields: { currentPassword: wrongCurrent },
    });
  }
  await deps.throttles.login.recordSuccess(user.email, address);
  await replacePassword(deps.db, user.id, {
    passwordHash: await hashPassword(change.newPassword),
    keepSessionId: auth.sessionId,
    alsoInTransaction: (tx) =>
      recordJournalLine(
        tx,
        { actorId: user.id, actorEmail: user.email, ip: address },
        {
          action: 'mot_de_passe_change',
          entityType: 'compte',
          entityId: user.id,
          entityLabel: user.email,
        },
      ),
  });
}
