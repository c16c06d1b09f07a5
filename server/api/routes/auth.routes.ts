import { Hono } from 'hono';
import * as v from 'valibot';
import { login, logout, refresh } from '../auth/auth-service.ts';
import type { ApiContext, ApiEnv } from '../context.ts';
import { readJson } from '../validation.ts';

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
    v.maxLength(200, 'est trop long'),
  ),
});

/**
 * The caller's address for throttling: given by the in-process caller (a server function knows the
 * visitor's address), else X-Forwarded-For behind a trusted proxy, else the socket's (srvx `ip`).
 */
function clientAddress(c: ApiContext): string {
  const bindings: unknown = c.env;
  if (
    bindings &&
    typeof bindings === 'object' &&
    'clientAddress' in bindings &&
    typeof bindings.clientAddress === 'string'
  ) {
    return bindings.clientAddress;
  }
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const request: unknown = c.req.raw;
  if (request && typeof request === 'object' && 'ip' in request && typeof request.ip === 'string') {
    return request.ip;
  }
  return 'unknown';
}

export const authRoutes = new Hono<ApiEnv>()
  .post('/login', async (c) => {
    const body = await readJson(c, LoginBody);
    return c.json(await login(c.var.deps, body.email, body.password, clientAddress(c)));
  })
  .post('/refresh', async (c) => {
    const body = await readJson(c, RefreshBody);
    return c.json(await refresh(c.var.deps, body.refreshToken));
  })
  .post('/logout', async (c) => {
    const body = await readJson(c, RefreshBody);
    await logout(c.var.deps, body.refreshToken);
    return c.body(null, 204);
  });
