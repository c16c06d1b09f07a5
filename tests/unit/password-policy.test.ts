import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, PasswordChangeSchema } from '#domain/password-policy.ts';
import { parseEnv } from '#env';
import { commonPasswordCount, isCommonPassword } from '#server/security/common-passwords.ts';
import { isContextPassword } from '#server/security/context-words.ts';
import { createTemporaryPassword } from '#server/security/temporary-password.ts';

const firstMessage = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? null : result.issues[0]?.message;

describe('the password rule (app/lib/password-policy.ts)', () => {
  it('wants 12 to 128 characters, in French for the back-office', () => {
    expect(firstMessage(v.safeParse(NewPasswordSchema, 'a'.repeat(11)))).toBe(
      'Au moins 12 caractères.',
    );
    expect(v.safeParse(NewPasswordSchema, 'a'.repeat(12)).success).toBe(true);
    expect(v.safeParse(NewPasswordSchema, 'a'.repeat(128)).success).toBe(true);
    expect(firstMessage(v.safeParse(NewPasswordSchema, 'a'.repeat(129)))).toBe(
      'Au plus 128 caractères.',
    );
  });

  it('refuses a new password equal to the current one, on newPassword', () => {
    const result = v.safeParse(PasswordChangeSchema, {
      currentPassword: 'meme-mot-de-passe',
      newPassword: 'meme-mot-de-passe',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0] && v.getDotPath(result.issues[0])).toBe('newPassword');
    expect(
      v.safeParse(PasswordChangeSchema, {
        currentPassword: 'ancien',
        newPassword: 'nouveau-solide',
      }).success,
    ).toBe(true);
  });

  it('is the rule of ADMIN_PASSWORD too (in English for the operator)', () => {
    const base = { ADMIN_EMAIL: 'a@b.tn' };
    expect(() => parseEnv({ ...base, ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters/,
    );
    expect(() => parseEnv({ ...base, ADMIN_PASSWORD: 'x'.repeat(129) })).toThrow(
      /ADMIN_PASSWORD must be at most 128 characters/,
    );
    expect(parseEnv({ ...base, ADMIN_PASSWORD: 'x'.repeat(12) }).ADMIN_PASSWORD).toHaveLength(12);
  });
});

describe('the common-password check (ASVS 5.0 §6.2.4, server/security/common-passwords.ts)', () => {
  it('knows well over the 10,000 most used passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
  });

  it('refuses the most used ones whatever their case, and accepts a passphrase', () => {
    for (const password of ['qwerty123456', 'QWERTY123456', '1q2w3e4r5t6y', 'password']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('une phrase à moi seule')).toBe(false);
    expect(isCommonPassword('k7mp-2xqa-9hdw-frt4')).toBe(false);
  });
});

describe('temporary passwords (server/security/temporary-password.ts)', () => {
  it('fit the password rule, are never common and never repeat', () => {
    const made = Array.from({ length: 200 }, createTemporaryPassword);
    for (const password of made) {
      expect(v.safeParse(NewPasswordSchema, password).success).toBe(true);
      expect(isCommonPassword(password)).toBe(false);
      expect(password).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/);
    }
    expect(new Set(made).size).toBe(made.length);
  });
});

describe('passwords made of the site’s own words (ASVS 5.0 §6.2.11, server/security/context-words.ts)', () => {
  it('refuses the company, the trade and the e-mail, whatever digits and symbols surround them', () => {
    for (const password of [
      'MediConfort2026!',
      'Médiconfort Tunisie',
      'materiel-medical-2024',
      'Admin@Tunis#2026',
      '123456789012',
    ]) {
      expect(isContextPassword(password), password).toBe(true);
    }
    expect(isContextPassword('salma.trabelsi1990', 'salma.trabelsi@exemple.tn')).toBe(true);
  });

  it('accepts a passphrase of other words, even one that mentions the trade', () => {
    expect(isContextPassword('une phrase à moi seule')).toBe(false);
    expect(isContextPassword('lit medical du grand pere', 'rim@exemple.tn')).toBe(false);
    expect(isContextPassword('salma.trabelsi1990', 'rim@exemple.tn')).toBe(false);
  });
});
