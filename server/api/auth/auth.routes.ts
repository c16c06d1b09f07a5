import { Hono } from 'hono';
import * as v from 'valibot';
import { PasswordChangeSchema } from '#domain/password-policy.ts';
import {
  type ApiContext,
  type ApiEnv,
  clientAddress,
  requireSession,
} from '../plumbing/context.ts';
import { readJson } from '../plumbing/validation.ts';
import { type ClientInfo, login, logout, refresh } from './auth-service.ts';
import { loginWithCode } from './login-code.ts';
import { changePassword } from './password-change.ts';
import { CodeField, twoFactorRoutes } from './two-factor.routes.ts';

const LoginBody = v.strictObject({
  email: v.pipe(
    v.string('doit être du texte'),
    v.trim(),
    v.toLowerCase(),
    v.minLength(1, 'est obligatoire'),
    v.maxLength(254, 'est trop long'),
  ),
  password: v.pipe(
    v.string('doit être du texte'),
    v.minLength(1, 'est obligatoire'),
    v.maxLength(1024, 'est trop long'),
  ),
});
const RefreshBody = v.strictObject({
  refreshToken: v.pipe(
    v.string('doit être du texte'),
    v.minLength(1, 'est obligatoire'),
    v.maxLength(1024, 'est trop long'),
  ),
});
const LoginCodeBody = v.strictObject({
  challenge: v.pipe(
    v.string('doit être du texte'),
    v.minLength(1, 'est obligatoire'),
    v.maxLength(2048, 'est trop long'),
  ),
  code: CodeField,
});

/** The caller as the session rules see it (the site forwards the browser's User-Agent and address). */
const clientOf = (c: ApiContext): ClientInfo => ({
  address: clientAddress(c),
  userAgent: c.req.header('user-agent') ?? '',
  requestId: c.req.header('x-request-id'),
});

export const authRoutes = new Hono<ApiEnv>()
  .post('/login', async (c) => {
    const body = await readJson(c, LoginBody);
    return c.json(await login(c.var.deps, body.email, body.password, clientOf(c)));
  })
  // Our extension (issue 23): the second step of a sign-in with two-factor.
  .post('/login/code', async (c) => {
    const body = await readJson(c, LoginCodeBody);
    return c.json(await loginWithCode(c.var.deps, body.challenge, body.code, clientOf(c)));
  })
  .post('/refresh', async (c) => {
    const body = await readJson(c, RefreshBody);
    return c.json(await refresh(c.var.deps, body.refreshToken, clientOf(c)));
  })
  .post('/logout', async (c) => {
    const body = await readJson(c, RefreshBody);
    await logout(c.var.deps, body.refreshToken, clientAddress(c));
    return c.body(null, 204);
  })
  // Our extensions (docs/decisions/010): a cheap "is this session live?" for the site, and the
  // password change that ends every other session of the account.
  .get('/session', (c) => {
    const auth = requireSession(c);
    return c.json({
      userId: auth.userId,
      email: auth.email,
      sessionId: auth.sessionId,
      name: auth.name,
      role: auth.role,
      mustChangePassword: auth.mustChangePassword,
      twoFactorEnabled: auth.twoFactorEnabled,
      twoFactorEnrolmentRequired: auth.twoFactorEnrolmentRequired,
    });
  })
  .post('/password', async (c) => {
    const auth = requireSession(c);
    const body = await readJson(c, PasswordChangeSchema);
    await changePassword(c.var.deps, auth, body, clientAddress(c));
    return c.body(null, 204);
  })
  .route('/two-factor', twoFactorRoutes);
