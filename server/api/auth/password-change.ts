import type { PasswordChange } from '#domain/password-policy.ts';
import { findAdminById } from '#server/db/repositories/auth.repository.ts';
import { changeAdminPassword } from '#server/db/repositories/sessions.repository.ts';
import { hashPassword, verifyPassword } from '#server/security/passwords.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { ApiError } from '../plumbing/errors.ts';
import { throttled } from './auth-service.ts';
import type { AccessClaims } from './tokens.ts';

const wrongCurrent = 'Mot de passe actuel incorrect.';

/**
 * POST /auth/password (our extension): the current password is checked under the login throttle
 * (it is a password guess like any other); on success every OTHER session of the account ends.
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
  await changeAdminPassword(
    deps.db,
    user.id,
    await hashPassword(change.newPassword),
    auth.sessionId,
  );
}
