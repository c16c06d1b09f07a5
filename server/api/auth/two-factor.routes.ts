import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type ApiContext,
  type ApiEnv,
  clientAddress,
  requireSession,
} from '../plumbing/context.ts';
import { readJson } from '../plumbing/validation.ts';
import {
  type Caller,
  confirmEnrolment,
  disableSecondFactor,
  readTwoFactorStatus,
  renewRecoveryCodes,
  startEnrolment,
} from './two-factor-service.ts';

/** A 6-digit code or a recovery code as typed (spaces and dashes allowed). */
export const CodeField = v.pipe(
  v.string('doit être du texte'),
  v.trim(),
  v.minLength(1, 'est obligatoire'),
  v.maxLength(64, 'est trop long'),
);
const CodeBody = v.strictObject({ code: CodeField });
const DisableBody = v.union(
  [
    v.strictObject({ code: CodeField }),
    v.strictObject({
      password: v.pipe(
        v.string('doit être du texte'),
        v.minLength(1, 'est obligatoire'),
        v.maxLength(1024, 'est trop long'),
      ),
    }),
  ],
  'un code ou le mot de passe est obligatoire',
);

const callerOf = (c: ApiContext): Caller => {
  const auth = requireSession(c);
  return { userId: auth.userId, email: auth.email, address: clientAddress(c) };
};

/**
 * /auth/two-factor (our extension of SPEC §7, issue 23): the signed-in staff member's own second
 * factor, whatever their role. Open to a session whose account must still enrol (plumbing/context.ts).
 */
export const twoFactorRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => c.json(await readTwoFactorStatus(c.var.deps, callerOf(c).userId)))
  .post('/setup', async (c) => c.json(await startEnrolment(c.var.deps, callerOf(c))))
  .post('/confirm', async (c) => {
    const caller = callerOf(c);
    const body = await readJson(c, CodeBody);
    return c.json(await confirmEnrolment(c.var.deps, caller, body.code));
  })
  .post('/disable', async (c) => {
    const caller = callerOf(c);
    const body = await readJson(c, DisableBody);
    await disableSecondFactor(c.var.deps, caller, body);
    return c.body(null, 204);
  })
  .post('/recovery-codes', async (c) => {
    const caller = callerOf(c);
    const body = await readJson(c, CodeBody);
    return c.json(await renewRecoveryCodes(c.var.deps, caller, body.code));
  });
