import { invalidCodeMessage } from '#domain/two-factor.ts';

/**
 * How "Double authentification" shows and reads what the API exchanges (issue 23, decision 019).
 * Pure: no React, no fetch.
 */

/** A server function's failure as the page reads it (server/functions SaveFailure). */
export interface CodeFailure {
  status: number;
  code: string | null;
  message: string;
  fields: Record<string, string>;
}

/** The base32 secret in groups of 4, easier to copy into an app by hand. */
export const groupSecret = (secret: string): string =>
  (secret.replace(/[\s=]/g, '').match(/.{1,4}/g) ?? []).join(' ');

/** The secret's groups of 4 with their place, for a display that never breaks inside one. */
export const secretGroups = (secret: string): { at: number; text: string }[] =>
  groupSecret(secret)
    .split(' ')
    .filter(Boolean)
    .map((text, position) => ({ at: position * 4, text }));

/** What was typed, without the spaces and dashes an app shows between digits. */
export const normaliseCode = (typed: string): string => typed.replace(/[\s-]/g, '');

export const isSixDigitCode = (code: string): boolean => /^\d{6}$/.test(code);

export const sixDigitsMessage = 'Saisissez les 6 chiffres affichés par votre application.';

/**
 * The QR code's SVG as an image address: an `<img>` never runs what it draws, so the markup is
 * never injected into the page (UTF-8 bytes, then base64).
 */
export function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/**
 * A refused code or password, field by field (STYLE: switch on status and code, never on the
 * message): `invalid_code` on the code field, the API's message on the password field, anything
 * else (throttle, 403 while required, server down) for the whole form.
 */
export function describeFailure(failure: CodeFailure): {
  code?: string;
  password?: string;
  form?: string;
} {
  if (failure.code === 'invalid_code' || failure.fields.code) return { code: invalidCodeMessage };
  if (failure.fields.password) return { password: failure.fields.password };
  return { form: failure.message };
}

/** The recovery codes as a text file to keep (what "Télécharger les codes" saves). */
export function recoveryCodesFile(codes: readonly string[], account: string, site: string): string {
  return [
    `Codes de secours — ${site}`,
    `Compte : ${account}`,
    '',
    'Chaque code ne sert qu’une fois, à la place du code de votre application.',
    'Conservez ce fichier en lieu sûr (gestionnaire de mots de passe, coffre, papier rangé).',
    '',
    ...codes,
    '',
  ].join('\n');
}
