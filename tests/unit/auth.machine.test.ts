import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginUnavailableMessage } from '#domain/login-messages.ts';
import {
  codeStepExpiredMessage,
  invalidCodeMessage,
  twoFactorChallengeSeconds,
} from '#domain/two-factor.ts';
import {
  authMachine,
  type CodeInput,
  type CodeOutcome,
  type Credentials,
  type LoginOutcome,
  type SessionInfo,
} from '#machines/auth.machine.ts';

const credentials: Credentials = { email: 'admin@demo.tn', password: 'secret' };
/** A state that is not reached fails the test here, not by the test's own timeout. */
const settleWithin = { timeout: 1_000 };

function start(options: {
  session?: SessionInfo | null;
  check?: () => Promise<SessionInfo>;
  login?: (input: Credentials) => Promise<LoginOutcome>;
  logout?: () => Promise<unknown>;
  verifyCode?: (input: CodeInput) => Promise<CodeOutcome>;
}) {
  const login = vi.fn(
    options.login ?? (async () => ({ ok: true as const, email: credentials.email })),
  );
  const logout = vi.fn(options.logout ?? (async () => undefined));
  const check = vi.fn(options.check ?? (async () => ({ authenticated: false, email: null })));
  const verifyCode = vi.fn(
    options.verifyCode ?? (async () => ({ ok: true as const, email: credentials.email })),
  );
  const machine = authMachine.provide({
    actors: {
      checkSession: fromPromise(() => check()),
      login: fromPromise(({ input }) => login(input)),
      logout: fromPromise(() => logout()),
      verifyCode: fromPromise(({ input }) => verifyCode(input)),
    },
  });
  const actor = createActor(machine, { input: { session: options.session ?? null } }).start();
  return { actor, login, logout, check, verifyCode };
}

describe('authMachine', () => {
  it('starts authenticated when the server knows a session, without asking again', () => {
    const { actor, check } = start({ session: { authenticated: true, email: 'admin@demo.tn' } });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.email).toBe('admin@demo.tn');
    expect(check).not.toHaveBeenCalled();
  });

  it('starts unauthenticated when the server knows there is none', () => {
    const { actor } = start({ session: { authenticated: false, email: null } });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
  });

  it('loads the session when it is not known, then settles', async () => {
    let resolve: (session: SessionInfo) => void = () => undefined;
    const { actor } = start({ check: () => new Promise((done) => (resolve = done)) });
    expect(actor.getSnapshot().value).toBe('loading');
    resolve({ authenticated: true, email: 'a@b.tn' });
    await waitFor(actor, (state) => state.matches('authenticated'));
    expect(actor.getSnapshot().context.email).toBe('a@b.tn');
  });

  it('treats a failed session check as signed out', async () => {
    const { actor, check } = start({ check: () => Promise.reject(new Error('réseau')) });
    const settled = await waitFor(actor, (state) => !state.matches('loading'), settleWithin);
    expect(check).toHaveBeenCalledTimes(1);
    expect(settled.value).toBe('unauthenticated');
    expect(settled.context).toMatchObject({ session: null, email: null, error: null });
  });

  it('signs in: authenticating while pending, then authenticated', async () => {
    const { actor, login } = start({ session: { authenticated: false, email: null } });
    actor.send({ type: 'login', credentials });
    expect(actor.getSnapshot().value).toBe('authenticating');
    await waitFor(actor, (state) => state.matches('authenticated'));
    expect(login).toHaveBeenCalledWith(credentials);
    expect(actor.getSnapshot().context).toMatchObject({ email: 'admin@demo.tn', error: null });
  });

  it('shows "Email ou mot de passe incorrect." on a wrong password, then can retry', async () => {
    const outcomes: LoginOutcome[] = [
      { ok: false, message: 'Email ou mot de passe incorrect.' },
      { ok: true, email: 'admin@demo.tn' },
    ];
    const { actor } = start({
      session: { authenticated: false, email: null },
      login: async () => outcomes.shift() ?? { ok: false, message: 'x' },
    });
    actor.send({ type: 'login', credentials });
    await waitFor(actor, (state) => state.matches('unauthenticated'));
    expect(actor.getSnapshot().context.error).toBe('Email ou mot de passe incorrect.');
    actor.send({ type: 'login', credentials });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (state) => state.matches('authenticated'));
  });

  it('shows the wait message when sign-in is throttled', async () => {
    const message = 'Trop de tentatives de connexion. Réessayez dans 2 minutes.';
    const { actor } = start({
      session: { authenticated: false, email: null },
      login: async () => ({ ok: false, message }),
    });
    actor.send({ type: 'login', credentials });
    await waitFor(actor, (state) => state.matches('unauthenticated'));
    expect(actor.getSnapshot().context.error).toBe(message);
  });

  it('explains a network failure in French', async () => {
    const { actor } = start({
      session: { authenticated: false, email: null },
      login: () => Promise.reject(new TypeError('fetch failed')),
    });
    actor.send({ type: 'login', credentials });
    await waitFor(actor, (state) => state.matches('unauthenticated'));
    expect(actor.getSnapshot().context.error).toBe(loginUnavailableMessage);
  });

  it('ignores a second login while one is pending', async () => {
    const { actor, login } = start({ session: { authenticated: false, email: null } });
    actor.send({ type: 'login', credentials });
    actor.send({ type: 'login', credentials });
    await waitFor(actor, (state) => state.matches('authenticated'));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('logs out: loggingOut, then unauthenticated with the e-mail forgotten', async () => {
    const { actor, logout } = start({ session: { authenticated: true, email: 'admin@demo.tn' } });
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await waitFor(actor, (state) => state.matches('unauthenticated'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.email).toBeNull();
  });

  it('is signed out locally even when the logout call fails', async () => {
    const { actor } = start({
      session: { authenticated: true, email: 'admin@demo.tn' },
      logout: () => Promise.reject(new Error('réseau')),
    });
    actor.send({ type: 'logout' });
    const settled = await waitFor(actor, (state) => !state.matches('loggingOut'), settleWithin);
    expect(settled.value).toBe('unauthenticated');
    expect(settled.context).toMatchObject({ email: null, error: null });
  });

  it('fails loudly when an effect is not provided', async () => {
    const actor = createActor(authMachine, { input: { session: null } }).start();
    await waitFor(actor, (state) => state.matches('unauthenticated'));
    actor.send({ type: 'login', credentials });
    await waitFor(actor, (state) => state.matches('unauthenticated'));
    expect(actor.getSnapshot().context.error).toBe(loginUnavailableMessage);
  });
});

describe('authMachine: the code step of two-factor sign-in (issue 23)', () => {
  const challenge = 'signed-challenge';
  const signedOut = { authenticated: false, email: null };
  const wantsCode = async (): Promise<LoginOutcome> => ({ ok: false, twoFactor: true, challenge });
  /** Lets the fake actors' promises settle without moving the clock. */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function atCodeStep(verifyCode?: (input: CodeInput) => Promise<CodeOutcome>) {
    const started = start({ session: signedOut, login: wantsCode, verifyCode });
    started.actor.send({ type: 'login', credentials });
    await settle();
    return started;
  }

  it('asks for a code after the right password, then signs in with it', async () => {
    const { actor, verifyCode } = await atCodeStep();
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'entering' });
    expect(actor.getSnapshot().context).toMatchObject({ challenge, error: null, email: null });

    actor.send({ type: 'code', code: '123456' });
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'verifying' });
    await settle();
    expect(verifyCode).toHaveBeenCalledWith({ challenge, code: '123456' });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context).toMatchObject({
      email: credentials.email,
      challenge: null,
    });
  });

  it('stays on the code step with the French message for a wrong code, and can try again', async () => {
    const outcomes: CodeOutcome[] = [
      { ok: false, message: invalidCodeMessage },
      { ok: true, email: credentials.email },
    ];
    const { actor, verifyCode } = await atCodeStep(
      async () => outcomes.shift() ?? { ok: false, message: 'x' },
    );
    actor.send({ type: 'code', code: '000000' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'entering' });
    expect(actor.getSnapshot().context).toMatchObject({ error: invalidCodeMessage, challenge });

    actor.send({ type: 'code', code: '654321' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(verifyCode).toHaveBeenLastCalledWith({ challenge, code: '654321' });
  });

  it('keeps the challenge when the code could not be sent (network), with the French message', async () => {
    const { actor } = await atCodeStep(() => Promise.reject(new TypeError('fetch failed')));
    actor.send({ type: 'code', code: '123456' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'entering' });
    expect(actor.getSnapshot().context).toMatchObject({
      error: loginUnavailableMessage,
      challenge,
    });
  });

  it('goes back to the password when the API says the challenge is no longer valid', async () => {
    const { actor } = await atCodeStep(async () => ({
      ok: false,
      message: codeStepExpiredMessage,
      expired: true,
    }));
    actor.send({ type: 'code', code: '123456' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context).toMatchObject({
      error: codeStepExpiredMessage,
      challenge: null,
    });
  });

  it('returns to the password on cancel, even while a code is being checked', async () => {
    const { actor } = await atCodeStep(() => new Promise<CodeOutcome>(() => undefined));
    actor.send({ type: 'code', code: '123456' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context).toMatchObject({ challenge: null, error: null });
    actor.send({ type: 'login', credentials });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'entering' });
  });

  it('ends the code step when the challenge expires, timed from the challenge, not the last try', async () => {
    const { actor } = await atCodeStep(async () => ({ ok: false, message: invalidCodeMessage }));
    const lifetime = twoFactorChallengeSeconds * 1000;
    await vi.advanceTimersByTimeAsync(lifetime - 60_000);
    actor.send({ type: 'code', code: '000000' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'entering' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(actor.getSnapshot().matches('awaitingCode')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context).toMatchObject({
      error: codeStepExpiredMessage,
      challenge: null,
    });
  });

  it('fails loudly when verifyCode is not provided', async () => {
    const machine = authMachine.provide({ actors: { login: fromPromise(wantsCode) } });
    const actor = createActor(machine, { input: { session: signedOut } }).start();
    actor.send({ type: 'login', credentials });
    await settle();
    actor.send({ type: 'code', code: '123456' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ awaitingCode: 'entering' });
    expect(actor.getSnapshot().context.error).toBe(loginUnavailableMessage);
  });
});
