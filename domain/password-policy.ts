/**
 * The one password rule of the project (issue 18, point 8): ADMIN_PASSWORD, `npm run
 * admin:create` and "Changer mon mot de passe" all go through it. Pure: valibot only, so the
 * back-office form, the API, the CLI and the environment check share it.
 */
import * as v from 'valibot';

export const passwordMinLength = 12;
/**
 * ASVS 5.0 §6.2.9 asks to allow at least 64 characters; 128 leaves room for passphrases while
 * keeping a megabyte of "password" (an attack on the CPU, not a secret) out of argon2.
 */
export const passwordMaxLength = 128;
/** Passwords set before the 128 limit (up to 1024) can still be typed to sign in or change them. */
export const storedPasswordMaxLength = 1024;

export interface PasswordMessages {
  required: string;
  tooShort: string;
  tooLong: string;
}

export const frenchPasswordMessages: PasswordMessages = {
  required: 'Mot de passe obligatoire.',
  tooShort: `Au moins ${passwordMinLength} caractères.`,
  tooLong: `Au plus ${passwordMaxLength} caractères.`,
};

/** The rule with the caller's wording (the CLI and the environment check speak English). */
export function newPasswordSchema(messages: PasswordMessages) {
  return v.pipe(
    v.string(messages.required),
    v.minLength(passwordMinLength, messages.tooShort),
    v.maxLength(passwordMaxLength, messages.tooLong),
  );
}

export const NewPasswordSchema = newPasswordSchema(frenchPasswordMessages);

/** ASVS 5.0 §6.2.4: refused by the API against the list of common passwords (server/security). */
export const commonPasswordMessage =
  'Ce mot de passe fait partie des plus utilisés : choisissez-en un autre (une phrase de plusieurs mots par exemple).';

/** ASVS 5.0 §6.2.11: built only from the site's own words or the person's e-mail. */
export const contextPasswordMessage =
  'Ce mot de passe est trop facile à deviner (nom du site, de l’entreprise, du métier ou votre adresse e-mail) : choisissez-en un autre.';

export const samePasswordMessage = 'Le nouveau mot de passe doit être différent de l’actuel.';

/** "Changer mon mot de passe": the current password (checked by the API) and a new, different one. */
export const PasswordChangeSchema = v.pipe(
  v.strictObject({
    currentPassword: v.pipe(
      v.string('Mot de passe actuel obligatoire.'),
      v.minLength(1, 'Mot de passe actuel obligatoire.'),
      v.maxLength(storedPasswordMaxLength, `Au plus ${storedPasswordMaxLength} caractères.`),
    ),
    newPassword: NewPasswordSchema,
  }),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      samePasswordMessage,
    ),
    ['newPassword'],
  ),
);
export type PasswordChange = v.InferOutput<typeof PasswordChangeSchema>;
