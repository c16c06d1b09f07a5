import { randomInt } from 'node:crypto';

/** No 0/o, 1/l/i: read aloud or copied from a screen without mistakes. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A temporary password an administrator hands to a colleague (issue 23): 4 groups of 4 letters
 * and digits, about 79 bits from the system's CSPRNG, within the password rule (12–128
 * characters) and never a common password. Valid until first use: the account must change it.
 */
export function createTemporaryPassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(''),
  );
  return groups.join('-');
}
