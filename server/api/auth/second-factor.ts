import type { Database } from '#server/db/connection.ts';
import {
  claimTotpStep,
  findTwoFactor,
  spendRecoveryCode,
} from '#server/db/repositories/two-factor.repository.ts';
import { hashRecoveryCode, normalizeRecoveryCode } from '#server/security/recovery-codes.ts';
import { createSecretBox, type SecretBox } from '#server/security/secret-box.ts';
import { verifyTotp } from '#server/security/totp.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import type { ApiError } from '../plumbing/errors.ts';
import { throttled } from './auth-service.ts';

/** The box the TOTP secrets are sealed in, its key derived from JWT_SECRET (decision 019). */
export const totpSecretBox = (deps: Pick<ApiDeps, 'config'>): SecretBox =>
  createSecretBox(deps.config.jwtSecret, 'totp-secret');

/**
 * Spends `code` for the account, in the caller's transaction: a 6-digit code of its
 * authenticator (its time-step then used up) or one of its unused recovery codes.
 */
export async function spendSecondFactor(
  tx: Database,
  box: SecretBox,
  userId: number,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const row = await findTwoFactor(tx, userId);
    const secret = row?.enabled_at && row.secret ? box.open(row.secret, String(userId)) : null;
    if (!row || !secret) return false;
    const check = verifyTotp({ secret, code: typed, now, lastUsedStep: row.last_used_step });
    return check.ok && (await claimTotpStep(tx, userId, check.step));
  }
  const recovery = normalizeRecoveryCode(typed);
  return recovery !== null && (await spendRecoveryCode(tx, userId, hashRecoveryCode(recovery)));
}

/**
 * Runs `effect` in one transaction with the spending of a code that must be right, under the
 * login throttle of the account and address: a wrong code counts as a wrong password
 * (docs/decisions/010), `wrong()` is thrown for it (429 once the client is locked).
 */
export async function withCode<T>(
  deps: ApiDeps,
  account: { id: number; email: string },
  code: string,
  address: string,
  handlers: { wrong: () => ApiError; onWrong?: () => Promise<void> },
  effect: (tx: Database) => Promise<T>,
): Promise<T> {
  const gate = await deps.throttles.login.check(account.email, address);
  if (gate.kind === 'refused') throw throttled(gate.waitMs);
  const box = totpSecretBox(deps);
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await spendSecondFactor(tx, box, account.id, code))) return { right: false } as const;
    return { right: true, value: await effect(tx) } as const;
  });
  if (!outcome.right) {
    await deps.throttles.login.recordFailure(account.email, address);
    await handlers.onWrong?.();
    throw gate.kind === 'strict' ? throttled(gate.waitMs) : handlers.wrong();
  }
  await deps.throttles.login.recordSuccess(account.email, address);
  return outcome.value;
}
