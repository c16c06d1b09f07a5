import { site } from '#config';

/**
 * ASVS 5.0 §6.1.2 and §6.2.11: the words of this site's own context that nobody may build a
 * password from (the company and the site, what it sells, its town, the back-office's own
 * words). Documented in docs/decisions/018. A password is refused when, once its digits and
 * symbols are set aside, what is left is made only of these words and the person's own e-mail
 * (e.g. "MediConfort2026!", "Materiel-Medical", "salma.trabelsi1990").
 */
export const contextWords: readonly string[] = [
  ...words(site.name),
  'mediconfort',
  'medical',
  'medicale',
  'medicaux',
  'materiel',
  'equipement',
  'location',
  'sante',
  'tunisie',
  'tunis',
  'admin',
  'administrateur',
  'administration',
  'editeur',
  'dashboard',
  'motdepasse',
  'password',
  'bienvenue',
];

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3);
}

/** True when the password's letters are only context words and parts of the e-mail. */
export function isContextPassword(password: string, email?: string): boolean {
  const letters = words(password).join('');
  if (letters.length === 0) return true;
  const vocabulary = new Set([...contextWords, ...(email ? words(email) : [])]);
  // Can `letters` be cut into vocabulary words? (dynamic programming over its prefixes)
  const reachable = [true, ...Array.from({ length: letters.length }, () => false)];
  for (let end = 1; end <= letters.length; end += 1) {
    for (let start = 0; start < end && !reachable[end]; start += 1) {
      if (reachable[start] && vocabulary.has(letters.slice(start, end))) reachable[end] = true;
    }
  }
  return reachable[letters.length] === true;
}
