import { describe, expect, it } from 'vitest';
import { login } from '#server/client/auth.client.ts';
import { HttpError } from '#server/client/http-error.ts';
import { getSecuritySettings, putSecuritySettings } from '#server/client/settings.client.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactorStatus,
  loginWithCode,
  setupTwoFactor,
  twoFactorChallengeOf,
} from '#server/client/two-factor.client.ts';
import { caught } from './fakes/caught.ts';
import { json, setup } from './fakes/rest-transport.ts';

const pathOf = (request: Request | undefined) => (request ? new URL(request.url).pathname : '');

describe('two-factor sign-in through the REST client (issue 23)', () => {
  it('reads the challenge of a sign-in that wants a code, and nothing from other failures', async () => {
    const wantsCode = setup(() =>
      json(401, {
        error: { code: 'two_factor_required', message: 'Saisissez le code…', challenge: 'c.h.a' },
      }),
    );
    const error = await caught(login(wantsCode.client, { email: 'a@b.tn', password: 'x' }));
    expect(twoFactorChallengeOf(error)).toBe('c.h.a');

    const wrong = setup(() =>
      json(401, {
        error: { code: 'invalid_credentials', message: 'Email ou mot de passe incorrect.' },
      }),
    );
    const refused = await caught(login(wrong.client, { email: 'a@b.tn', password: 'x' }));
    expect(twoFactorChallengeOf(refused)).toBeNull();
    expect(twoFactorChallengeOf(new Error('réseau'))).toBeNull();
  });

  it('sends the code with its challenge and returns the tokens', async () => {
    const { client, requests } = setup(() =>
      json(200, { token: 'access', refreshToken: 'refresh' }),
    );
    const tokens = await loginWithCode(client, { challenge: 'c.h.a', code: '123456' });
    expect(tokens).toEqual({ accessToken: 'access', refreshToken: 'refresh' });
    expect(pathOf(requests[0])).toBe('/api/auth/login/code');
    expect(await requests[0]?.json()).toEqual({ challenge: 'c.h.a', code: '123456' });
  });

  it('enrols with the session’s token and reads the ten recovery codes', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    const { client, requests } = setup(
      (request) => {
        if (pathOf(request).endsWith('/setup')) {
          return json(200, {
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/x',
            qrSvg: '<svg/>',
          });
        }
        if (pathOf(request).endsWith('/confirm')) return json(200, { recoveryCodes: codes });
        return json(200, { enabled: true, required: false, recoveryCodesLeft: 10 });
      },
      { accessToken: 'live', refreshToken: 'r-two-factor' },
    );
    expect((await setupTwoFactor(client)).secret).toBe('JBSWY3DPEHPK3PXP');
    expect(await confirmTwoFactor(client, '123456')).toEqual(codes);
    expect(await getTwoFactorStatus(client)).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer live',
      'Bearer live',
      'Bearer live',
    ]);
  });

  it('gives a wrong code’s 422 with its field, without trying a token refresh', async () => {
    const { client, requests } = setup(
      () =>
        json(422, {
          error: {
            code: 'invalid_code',
            message: 'Code incorrect.',
            fields: { code: 'Code incorrect.' },
          },
        }),
      { accessToken: 'live', refreshToken: 'r-wrong-code' },
    );
    const error = await caught(disableTwoFactor(client, { code: '000000' }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      code: 'invalid_code',
      fields: { code: 'Code incorrect.' },
    });
    expect(requests.map(pathOf)).toEqual(['/api/auth/two-factor/disable']);
  });

  it('reads and writes the site’s security settings', async () => {
    const { client, requests } = setup(
      (request) => json(200, { requireTwoFactor: request.method === 'PUT' }),
      { accessToken: 'live', refreshToken: 'r-settings' },
    );
    expect(await getSecuritySettings(client)).toEqual({ requireTwoFactor: false });
    expect(await putSecuritySettings(client, { requireTwoFactor: true })).toEqual({
      requireTwoFactor: true,
    });
    expect(requests[1]?.method).toBe('PUT');
    expect(await requests[1]?.json()).toEqual({ requireTwoFactor: true });
  });
});
