import { Hono } from 'hono';
import * as v from 'valibot';
import { login, logout, refresh } from '../auth/auth-service.ts';
import { type ApiEnv, clientAddress } from '../context.ts';
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
