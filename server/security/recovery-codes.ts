import { createHash, randomBytes } from 'node:crypto';

/**
 * Single-use recovery codes (issue 23): 10 per account, shown once. Each is 24 characters of a
 * 32-letter alphabet (120 bits), so a plain SHA-256 is an acceptable way to store it (ASVS 5.0
 * §6.5.2 asks for a salted slow hash only below 112 bits). Shown as four groups of six.
 */
export const recoveryCodeCount = 10;

// Crockford's base32 without i, l, o, u: nothing to confuse when typed from paper.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const length = 24;
const group = 6;

export function createRecoveryCodes(count = recoveryCodeCount): string[] {
  return Array.from({ length: count }, () => {
    // 256 is a multiple of 32: `byte & 31` is uniform.
    const letters = Array.from(randomBytes(length), (byte) => alphabet[byte & 31]).join('');
    return letters.match(new RegExp(`.{${group}}`, 'g'))?.join('-') ?? letters;
  });
}

/** The code as typed, without spaces, dashes and case; null when it cannot be one of ours. */
export function normalizeRecoveryCode(input: string): string | null {
  const letters = input.toLowerCase().replace(/[\s-]+/g, '');
  if (letters.length !== length) return null;
  return [...letters].every((letter) => alphabet.includes(letter)) ? letters : null;
}

/** What is stored of a code (normalized first, so `ABCD…` and `abcd-…` are the same code). */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(`recovery:${normalized}`).digest('hex');
}
