import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * ASVS 5.0 §6.2.4: a new password is checked against the most used ones. The list is the one
 * zxcvbn-ts keeps (about 49,000 entries from public breach corpora, most used first), far past
 * the top 10,000 the requirement asks for. Compared without case, so "Password123456" is refused
 * as well as "password123456". Built once, on first use: the API is its only caller, so the list
 * never reaches a browser bundle.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** How many passwords the check knows (reported by the tests, so the list cannot silently shrink). */
export function commonPasswordCount(): number {
  isCommonPassword('');
  return common?.size ?? 0;
}
