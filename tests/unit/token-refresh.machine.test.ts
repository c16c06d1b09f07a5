import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { type RefreshedTokens, tokenRefreshMachine } from '#machines/token-refresh.machine.ts';
import { HttpError } from '#server/client/http-error.ts';

const newTokens: RefreshedTokens = { accessToken: 'at-new', refreshToken: 'rt-new' };

const unauthorized = () => new HttpError(401, 'Unauthorized', '{"error":{"code":"UNAUTHORIZED"}}');

interface Script {
  hasRefreshToken: boolean;
  /** One answer per call attempt, in order: a value resolves, an Error/HttpError rejects. */
  calls: unknown[];
  refresh?: () => Promise<RefreshedTokens>;
}

/** Runs one protected call with fake actors; `log` records the order in which they ran. */
function run(script: Script) {
  const log: string[] = [];
  const answers = [...script.calls];
  const call = vi.fn(async () => {
    log.push('call');
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const refresh = vi.fn(async () => {
    log.push('refresh');
    return script.refresh ? script.refresh() : newTokens;
  });
  const storeTokens = vi.fn((_: unknown, tokens: RefreshedTokens) => {
    log.push(`store ${tokens.accessToken}`);
  });
  const clearTokens = vi.fn(() => {
    log.push('clear');
  });
  const machine = tokenRefreshMachine.provide({
    actors: { call: fromPromise(call), refresh: fromPromise(refresh) },
    actions: { storeTokens, clearTokens },
  });
  const actor = createActor(machine, { input: { hasRefreshToken: script.hasRefreshToken } });
  const output = toPromise(actor.start());
  return { output, log, call, refresh, storeTokens, clearTokens };
}

describe('tokenRefreshMachine (SPEC §4)', () => {
  it('returns the result of a successful call without refreshing', async () => {
    const { output, log, refresh, storeTokens, clearTokens } = run({
      hasRefreshToken: true,
      calls: [{ id: 1 }],
    });
    await expect(output).resolves.toEqual({ ok: true, result: { id: 1 } });
    expect(log).toEqual(['call']);
    expect(refresh).not.toHaveBeenCalled();
    expect(storeTokens).not.toHaveBeenCalled();
    expect(clearTokens).not.toHaveBeenCalled();
  });

  it('on a 401 with a refresh token: refreshes, stores the new tokens, then retries once', async () => {
    const { output, log, refresh, storeTokens, clearTokens } = run({
      hasRefreshToken: true,
      calls: [unauthorized(), { id: 2 }],
    });
    await expect(output).resolves.toEqual({ ok: true, result: { id: 2 } });
    expect(log).toEqual(['call', 'refresh', 'store at-new', 'call']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(storeTokens).toHaveBeenCalledTimes(1);
    expect(storeTokens).toHaveBeenCalledWith(expect.anything(), newTokens);
    expect(clearTokens).not.toHaveBeenCalled();
  });

  it('fails with the 401 and does not refresh when no refresh token is held', async () => {
    const error = unauthorized();
    const { output, call, refresh, clearTokens } = run({ hasRefreshToken: false, calls: [error] });
    const result = await output;
    expect(result.ok).toBe(false);
    expect(result).toEqual({ ok: false, error });
    expect(!result.ok && result.error).toBe(error);
    expect(call).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
    expect(clearTokens).not.toHaveBeenCalled();
  });

  it('clears the tokens and raises the ORIGINAL 401 when the refresh fails', async () => {
    const original = unauthorized();
    const refreshError = new HttpError(401, 'Unauthorized', 'refresh token revoked');
    const { output, call, storeTokens, clearTokens } = run({
      hasRefreshToken: true,
      calls: [original, { id: 3 }],
      refresh: () => Promise.reject(refreshError),
    });
    const result = await output;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBe(original);
    expect(!result.ok && result.error).not.toBe(refreshError);
    expect(clearTokens).toHaveBeenCalledTimes(1);
    expect(storeTokens).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a second time when the retry answers 401 again', async () => {
    const first = unauthorized();
    const second = unauthorized();
    const { output, log, call, refresh, clearTokens } = run({
      hasRefreshToken: true,
      calls: [first, second],
    });
    const result = await output;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBe(second);
    expect(log).toEqual(['call', 'refresh', 'store at-new', 'call']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
    expect(clearTokens).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', new HttpError(500, 'Internal Server Error', '')],
    ['a 403', new HttpError(403, 'Forbidden', '')],
    ['a network failure', new TypeError('fetch failed')],
  ])('fails immediately on %s, without refreshing', async (_, error) => {
    const { output, call, refresh, clearTokens } = run({ hasRefreshToken: true, calls: [error] });
    const result = await output;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBe(error);
    expect(call).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
    expect(clearTokens).not.toHaveBeenCalled();
  });

  it('treats a call resolving to undefined (204) as a success', async () => {
    const { output } = run({ hasRefreshToken: true, calls: [undefined] });
    await expect(output).resolves.toEqual({ ok: true, result: undefined });
  });

  describe('unprovided implementations fail loudly', () => {
    it('the default call actor', async () => {
      const actor = createActor(tokenRefreshMachine, { input: { hasRefreshToken: true } });
      const result = await toPromise(actor.start());
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toEqual(
        new Error('tokenRefreshMachine: call actor not provided'),
      );
    });

    it('the default refresh actor and clearTokens action', async () => {
      const machine = tokenRefreshMachine.provide({
        actors: { call: fromPromise(() => Promise.reject(unauthorized())) },
      });
      const actor = createActor(machine, { input: { hasRefreshToken: true } });
      await expect(toPromise(actor.start())).rejects.toThrow(
        'tokenRefreshMachine: clearTokens action not provided',
      );
    });

    it('the default refresh actor', async () => {
      const original = unauthorized();
      const clearTokens = vi.fn();
      const machine = tokenRefreshMachine.provide({
        actors: { call: fromPromise(() => Promise.reject(original)) },
        actions: { clearTokens },
      });
      const actor = createActor(machine, { input: { hasRefreshToken: true } });
      const result = await toPromise(actor.start());
      // The refresh failed ("not provided"): the tokens are cleared, the 401 is raised.
      expect(clearTokens).toHaveBeenCalledTimes(1);
      expect(!result.ok && result.error).toBe(original);
    });

    it('the default storeTokens action', async () => {
      const machine = tokenRefreshMachine.provide({
        actors: {
          call: fromPromise(() => Promise.reject(unauthorized())),
          refresh: fromPromise(async () => newTokens),
        },
      });
      const actor = createActor(machine, { input: { hasRefreshToken: true } });
      await expect(toPromise(actor.start())).rejects.toThrow(
        'tokenRefreshMachine: storeTokens action not provided',
      );
    });
  });
});
