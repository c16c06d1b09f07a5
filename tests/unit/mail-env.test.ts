import { describe, expect, it } from 'vitest';
import { parseEnv } from '#env';
import { smtpSettings } from '#server/mail/mailer.ts';

const fallback = '"MédiConfort Tunisie" <contact@mediconfort.tn>';

describe('NOTIFY_EMAIL and SMTP_* (issue 20, point 14)', () => {
  it('sends nothing when unset', () => {
    const env = parseEnv({});
    expect(env.NOTIFY_EMAIL).toBeUndefined();
    expect(smtpSettings(env, fallback)).toBeNull();
  });

  it('reads the SMTP server, defaulting the port from SMTP_SECURE and the sender', () => {
    const plain = parseEnv({ NOTIFY_EMAIL: 'accueil@exemple.tn', SMTP_HOST: 'smtp.exemple.tn' });
    expect(smtpSettings(plain, fallback)).toEqual({
      host: 'smtp.exemple.tn',
      port: 587,
      secure: false,
      auth: undefined,
      from: fallback,
    });
    const secure = parseEnv({
      NOTIFY_EMAIL: 'accueil@exemple.tn',
      SMTP_HOST: 'smtp.exemple.tn',
      SMTP_SECURE: 'true',
      SMTP_USER: 'site@exemple.tn',
      SMTP_PASSWORD: 'secret',
      SMTP_FROM: 'Site <site@exemple.tn>',
    });
    expect(smtpSettings(secure, fallback)).toEqual({
      host: 'smtp.exemple.tn',
      port: 465,
      secure: true,
      auth: { user: 'site@exemple.tn', pass: 'secret' },
      from: 'Site <site@exemple.tn>',
    });
    const port = parseEnv({ NOTIFY_EMAIL: 'a@b.tn', SMTP_HOST: 'h', SMTP_PORT: '2525' });
    expect(smtpSettings(port, fallback)?.port).toBe(2525);
  });

  it.each([
    [{ NOTIFY_EMAIL: 'pas-une-adresse', SMTP_HOST: 'h' }, 'NOTIFY_EMAIL must be an e-mail address'],
    [{ NOTIFY_EMAIL: 'a@b.tn', SMTP_HOST: 'h', SMTP_PORT: '70000' }, 'SMTP_PORT must be a port'],
    [{ NOTIFY_EMAIL: 'a@b.tn', SMTP_HOST: 'h', SMTP_PORT: 'smtp' }, 'SMTP_PORT must be a port'],
    [{ NOTIFY_EMAIL: 'a@b.tn', SMTP_HOST: 'h', SMTP_SECURE: 'oui' }, 'SMTP_SECURE must be true'],
    [{ NOTIFY_EMAIL: 'a@b.tn', SMTP_HOST: 'h', SMTP_FROM: 'Site <x>' }, 'SMTP_FROM must be'],
    [{ NOTIFY_EMAIL: 'a@b.tn' }, 'SMTP_HOST: required when NOTIFY_EMAIL is set'],
    [{ SMTP_HOST: 'h' }, 'NOTIFY_EMAIL: required when SMTP_HOST is set'],
    [{ NOTIFY_EMAIL: 'a@b.tn', SMTP_HOST: 'h', SMTP_USER: 'u' }, 'SMTP_PASSWORD: required'],
    [{ NOTIFY_EMAIL: 'a@b.tn', SMTP_HOST: 'h', SMTP_PASSWORD: 'p' }, 'SMTP_USER: required'],
  ])('stops the server on %o, naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('lists every faulty setting at once', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.tn', NOTIFY_EMAIL: 'a@b.tn' })).toThrow(
      /ADMIN_PASSWORD: required[\s\S]*SMTP_HOST: required/,
    );
  });
});
