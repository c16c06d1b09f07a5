import { invalidCodeMessage } from '#domain/two-factor.ts';
import { findAdminById } from '#server/db/repositories/auth.repository.ts';
import { spendChallenge } from '#server/db/repositories/two-factor.repository.ts';
import type { ApiDeps } from '../plumbing/context.ts';
import { ApiError } from '../plumbing/errors.ts';
import {
  type ClientInfo,
  recordFailedSignIn,
  type TokenPair,
  writeSession,
} from './auth-service.ts';
import { withCode } from './second-factor.ts';
import { invalidChallenge, readChallenge } from './two-factor-challenge.ts';

/**
 * POST /auth/login/code (our extension of SPEC §7, issue 23): the second step of a sign-in with
 * two-factor, after the 401 `two_factor_required`. The challenge proves the password was right
 * less than 5 minutes ago and opens one session; the code is a 6-digit TOTP (each time-step
 * once) or a recovery code (once). Wrong codes are throttled exactly like wrong passwords.
 */
export async function loginWithCode(
  deps: ApiDeps,
  challenge: string,
  code: string,
  client: ClientInfo,
): Promise<TokenPair> {
  const proof = await readChallenge(deps.config.jwtSecret, challenge);
  const user = await findAdminById(deps.db, proof.userId);
  if (!user || !proof.matchesPassword(user.password_hash)) throw invalidChallenge();
  return withCode(
    deps,
    user,
    code,
    client.address,
    {
      wrong: () => new ApiError(401, 'invalid_code', invalidCodeMessage),
      onWrong: () => recordFailedSignIn(deps.db, user.email, client),
    },
    async (tx) => {
      // A challenge signs in once: replayed after its sign-in, it is refused (and the code too).
      if (!(await spendChallenge(tx, user.id, proof.issuedAtMs))) throw invalidChallenge();
      return writeSession(tx, deps, user, client);
    },
  );
}
