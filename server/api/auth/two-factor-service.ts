import { site } from '#config';
import { invalidCodeMessage } from '#domain/two-factor.ts';
import type { Database } from '#server/db/connection.ts';
import { findAdminById } from '#server/db/repositories/auth.repository.ts';
import { recordJournalLine } from '#server/db/repositories/journal.repository.ts';
import {
  countRecoveryCodesLeft,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  readRequireTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  type TwoFactorRow,
} from '#server/db/repositories/two-factor.repository.ts';
import { verifyPassword } from '#server/security/passwords.ts';
import { qrCodeSvg } from '#server/security/qr-code.ts';
import { createRecoveryCodes, hashRecoveryCode } from '#server/security/recovery-codes.ts';
import type { SecretBox } from '#server/security/secret-box.ts';
import { createTotpSecret, totpUri, verifyTotp } from '#server/security/totp.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { ApiError } from '../plumbing/errors.ts';
import { throttled } from './auth-service.ts';
import { totpSecretBox, withCode } from './second-factor.ts';

/**
 * Enrolment and management of a staff member's own second factor (issue 23), all under
 * /auth/two-factor for the signed-in account. A wrong code here is a 422 (`invalid_code`, field
 * `code`), not a 401, which the REST client would take for an expired session; it still counts
 * against the login throttle, like a wrong password.
 */
export interface Caller {
  userId: number;
  email: string;
  address: string;
}

const wrongCode = () =>
  new ApiError(422, 'invalid_code', invalidCodeMessage, { fields: { code: invalidCodeMessage } });
const notEnabled = () =>
  new ApiError(409, 'conflict', 'La double authentification n’est pas activée sur ce compte.');

export async function readTwoFactorStatus(deps: ApiDeps, userId: number) {
  const [row, required, recoveryCodesLeft] = await Promise.all([
    findTwoFactor(deps.db, userId),
    readRequireTwoFactor(deps.db),
    countRecoveryCodesLeft(deps.db, userId),
  ]);
  return { enabled: Boolean(row?.enabled_at), required, recoveryCodesLeft };
}

/**
 * Whether the account has a second factor that can still be checked: a secret sealed under
 * another JWT_SECRET (rotated) cannot, and the account may then enrol again (decision 019).
 */
const hasWorkingFactor = (row: TwoFactorRow | null, box: SecretBox, userId: number) =>
  Boolean(row?.enabled_at && row.secret && box.open(row.secret, String(userId)) !== null);

/** A new secret waiting for its first code; refused while a second factor is already active. */
export async function startEnrolment(deps: ApiDeps, caller: Caller) {
  const box = totpSecretBox(deps);
  if (hasWorkingFactor(await findTwoFactor(deps.db, caller.userId), box, caller.userId)) {
    throw new ApiError(409, 'conflict', 'La double authentification est déjà activée.');
  }
  const secret = createTotpSecret();
  await savePendingSecret(deps.db, caller.userId, box.seal(secret, String(caller.userId)));
  const uri = totpUri(secret, site.name, caller.email);
  return { secret, uri, qrSvg: await qrCodeSvg(uri) };
}

function newRecoveryCodes() {
  const codes = createRecoveryCodes();
  return { codes, hashes: codes.map((code) => hashRecoveryCode(code.replaceAll('-', ''))) };
}

/** The first code of the pending secret enables two-factor sign-in: 10 recovery codes, once. */
export async function confirmEnrolment(deps: ApiDeps, caller: Caller, code: string) {
  const gate = await deps.throttles.login.check(caller.email, caller.address);
  if (gate.kind === 'refused') throw throttled(gate.waitMs);
  const row = await findTwoFactor(deps.db, caller.userId);
  const box = totpSecretBox(deps);
  const sealed = row && !hasWorkingFactor(row, box, caller.userId) ? row.pending_secret : null;
  const secret = sealed ? box.open(sealed, String(caller.userId)) : null;
  if (!sealed || !secret) {
    throw new ApiError(409, 'conflict', 'Aucune configuration en cours : recommencez-la.');
  }
  const check = verifyTotp({ secret, code, now: Date.now(), lastUsedStep: null });
  if (!check.ok) {
    await deps.throttles.login.recordFailure(caller.email, caller.address);
    throw gate.kind === 'strict' ? throttled(gate.waitMs) : wrongCode();
  }
  await deps.throttles.login.recordSuccess(caller.email, caller.address);
  const recovery = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await enableTwoFactor(tx, caller.userId, sealed, check.step);
    await replaceRecoveryCodes(tx, caller.userId, recovery.hashes);
    await recordJournalLine(tx, actorOf(caller), journalEntry('double_facteur_active', caller));
  });
  return { recoveryCodes: recovery.codes };
}

/** Proof by a code (TOTP or recovery) or the password; refused while the site requires it. */
export async function disableSecondFactor(
  deps: ApiDeps,
  caller: Caller,
  proof: { code: string } | { password: string },
): Promise<void> {
  if (await readRequireTwoFactor(deps.db)) {
    throw new ApiError(
      403,
      'forbidden',
      'La double authentification est obligatoire sur ce site : elle ne peut pas être désactivée.',
    );
  }
  if (!(await findTwoFactor(deps.db, caller.userId))?.enabled_at) throw notEnabled();
  const account = { id: caller.userId, email: caller.email };
  const disable = async (tx: Database) => {
    await disableTwoFactor(tx, caller.userId);
    await recordJournalLine(tx, actorOf(caller), journalEntry('double_facteur_desactive', caller));
  };
  if ('code' in proof) {
    await withCode(deps, account, proof.code, caller.address, { wrong: wrongCode }, disable);
    return;
  }
  const gate = await deps.throttles.login.check(caller.email, caller.address);
  if (gate.kind === 'refused') throw throttled(gate.waitMs);
  const user = await findAdminById(deps.db, caller.userId);
  if (!user || !(await verifyPassword(user.password_hash, proof.password))) {
    await deps.throttles.login.recordFailure(caller.email, caller.address);
    if (gate.kind === 'strict') throw throttled(gate.waitMs);
    const message = 'Mot de passe incorrect.';
    throw new ApiError(422, 'validation_failed', message, { fields: { password: message } });
  }
  await deps.throttles.login.recordSuccess(caller.email, caller.address);
  await deps.db.transaction(disable);
}

/** Ten new recovery codes for a right code; the old ones, used or not, stop working. */
export async function renewRecoveryCodes(deps: ApiDeps, caller: Caller, code: string) {
  if (!(await findTwoFactor(deps.db, caller.userId))?.enabled_at) throw notEnabled();
  const recovery = newRecoveryCodes();
  const account = { id: caller.userId, email: caller.email };
  await withCode(deps, account, code, caller.address, { wrong: wrongCode }, async (tx) => {
    await replaceRecoveryCodes(tx, caller.userId, recovery.hashes);
    await recordJournalLine(tx, actorOf(caller), {
      ...journalEntry('modification', caller),
      changes: [{ field: 'codes_de_secours', before: null, after: 'renouvelés' }],
    });
  });
  return { recoveryCodes: recovery.codes };
}

const actorOf = (caller: Caller) => ({
  actorId: caller.userId,
  actorEmail: caller.email,
  ip: caller.address,
});

const journalEntry = (
  action: 'double_facteur_active' | 'double_facteur_desactive' | 'modification',
  caller: Caller,
) => ({
  action,
  entityType: 'compte' as const,
  entityId: caller.userId,
  entityLabel: caller.email,
});
