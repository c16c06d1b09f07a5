import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, PasswordChangeSchema } from '#domain/password-policy.ts';
import { parseEnv } from '#env';

const firstMessage = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? null : result.issues[0]?.message;

describe('the password rule (app/lib/password-policy.ts)', () => {
  it('wants 12 to 1024 characters, in French for the back-office', () => {
    expect(firstMessage(v.safeParse(NewPasswordSchema, 'a'.repeat(11)))).toBe(
      'Au moins 12 caractères.',
    );
    expect(v.safeParse(NewPasswordSchema, 'a'.repeat(12)).success).toBe(true);
    expect(v.safeParse(NewPasswordSchema, 'a'.repeat(1024)).success).toBe(true);
    expect(firstMessage(v.safeParse(NewPasswordSchema, 'a'.repeat(1025)))).toBe(
      'Au plus 1024 caractères.',
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
    expect(() => parseEnv({ ...base, ADMIN_PASSWORD: 'x'.repeat(1025) })).toThrow(
      /ADMIN_PASSWORD must be at most 1024 characters/,
    );
    expect(parseEnv({ ...base, ADMIN_PASSWORD: 'x'.repeat(12) }).ADMIN_PASSWORD).toHaveLength(12);
  });
});
