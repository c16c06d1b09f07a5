import * as v from 'valibot';
import type { RestClient } from './rest-client.ts';
import { LoginResponseSchema } from './schemas.ts';

/** SPEC §7 POST /auth/login. */
export async function login(client: RestClient, credentials: { email: string; password: string }) {
  const body = await client.request(LoginResponseSchema, 'POST', '/auth/login', {
    json: credentials,
  });
  return { accessToken: body.token, refreshToken: body.refreshToken };
}

/**
 * Ends the session server-side (our API's extension of SPEC §7: revokes the refresh token's
 * family). A server without it answers 404/405: the cookies are cleared anyway.
 */
export async function revokeSession(client: RestClient, refreshToken: string): Promise<void> {
  await client.request(v.undefined(), 'POST', '/auth/logout', { json: { refreshToken } });
}
