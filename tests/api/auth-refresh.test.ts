import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken } from '#server/api/auth/tokens.ts';
import { refreshTokens } from '#server/db/tables.ts';
import { call, expectBody, expectError, TokenPair } from './client.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

// Refresh-token rotation inside a session (docs/decisions/010): concurrency grace, reuse detection.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
const refresh = (refreshToken: string, headers: Record<string, string> = browser) =>
  call(api, 'POST', '/auth/refresh', { json: { refreshToken }, headers });
const sessionOf = (token: string) => call(api, 'GET', '/auth/session', { token });

describe('concurrent refreshes of one session (issue 18, point 11)', () => {
  it('answers two parallel refreshes with the same token both, with the same new refresh token', async () => {
    for (let round = 0; round < 10; round += 1) {
      const pair = await login(api, undefined, browser);
      const [first, second] = await Promise.all([
        refresh(pair.refreshToken),
        refresh(pair.refreshToken),
      ]);
      const a = expectBody(first, 200, TokenPair);
      const b = expectBody(second, 200, TokenPair);
      expect(b.refreshToken).toBe(a.refreshToken);
      expect(a.refreshToken).not.toBe(pair.refreshToken);
      expect((await sessionOf(a.token)).status).toBe(200);
      expect((await sessionOf(b.token)).status).toBe(200);
      // The session goes on: the shared successor rotates normally.
      expectBody(await refresh(a.refreshToken), 200, TokenPair);
    }
  });

  it('gives a late repeat by the same browser, within a few seconds, the same successor', async () => {
    const pair = await login(api, undefined, browser);
    const first = expectBody(await refresh(pair.refreshToken), 200, TokenPair);
    const repeat = expectBody(await refresh(pair.refreshToken), 200, TokenPair);
    expect(repeat.refreshToken).toBe(first.refreshToken);
  });
});

describe('a replayed refresh token ends the session (issue 18, points 9 and 10)', () => {
  it('after the successor was used: 401 reused, and every token of the session dies at once', async () => {
    const pair = await login(api, undefined, browser);
    const second = expectBody(await refresh(pair.refreshToken), 200, TokenPair);
    const third = expectBody(await refresh(second.refreshToken), 200, TokenPair);
    expectError(await refresh(pair.refreshToken), 401, 'refresh_token_reused');
    expect((await refresh(third.refreshToken)).status).toBe(401);
    // The access token is still inside its 15 minutes, yet refused: the session is gone.
    expectError(await sessionOf(third.token), 401, 'unauthorized');
    expectError(
      await call(api, 'POST', '/crud/categories', { token: third.token, json: { nom: 'Volé' } }),
      401,
    );
  });

  it('from another browser within the grace: detected as reuse, the session revoked', async () => {
    const pair = await login(api, undefined, browser);
    const rotated = expectBody(await refresh(pair.refreshToken), 200, TokenPair);
    const thief = { 'user-agent': 'curl/8.5.0' };
    expectError(await refresh(pair.refreshToken, thief), 401, 'refresh_token_reused');
    expectError(await sessionOf(rotated.token), 401, 'unauthorized');
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
  });

  it('from the same browser after the grace: reuse', async () => {
    const pair = await login(api, undefined, browser);
    const rotated = expectBody(await refresh(pair.refreshToken), 200, TokenPair);
    await api.runtime.database.db
      .update(refreshTokens)
      .set({ used_at: new Date(Date.now() - 10_000) })
      .where(eq(refreshTokens.token_hash, hashRefreshToken(pair.refreshToken)));
    expectError(await refresh(pair.refreshToken), 401, 'refresh_token_reused');
    expectError(await sessionOf(rotated.token), 401, 'unauthorized');
  });

  it('leaves the account’s other sessions alone', async () => {
    const other = await login(api, undefined, browser);
    const victim = await login(api, undefined, browser);
    const rotated = expectBody(await refresh(victim.refreshToken), 200, TokenPair);
    expectBody(await refresh(rotated.refreshToken), 200, TokenPair);
    expectError(await refresh(victim.refreshToken), 401, 'refresh_token_reused');
    expect((await sessionOf(other.token)).status).toBe(200);
    expectBody(await refresh(other.refreshToken), 200, TokenPair);
  });
});
