/**
 * The one password rule of the project (issue 18, point 8): ADMIN_PASSWORD, `npm run
 * admin:create` and "Changer mon mot de passe" all go through it. Pure: valibot only, so the
 * back-office form, the API, the CLI and the environment check share it.
 */
import * as v from 'valibot';

export const passwordMinLength = 12;
/** Argon2 hashes any length, but a megabyte of "password" is an attack on the CPU, not a secret. */
export const passwordMaxLength = 1024;

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

export const samePasswordMessage = 'Le nouveau mot de passe doit être différent de l’actuel.';

/** "Changer mon mot de passe": the current password (checked by the API) and a new, different one. */
export const PasswordChangeSchema = v.pipe(
  v.strictObject({
    currentPassword: v.pipe(
      v.string('Mot de passe actuel obligatoire.'),
      v.minLength(1, 'Mot de passe actuel obligatoire.'),
      v.maxLength(passwordMaxLength, frenchPasswordMessages.tooLong),
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
