/**
 * Two-factor sign-in (issue 23): what the API, the login machine and the sign-in form share.
 * Pure: no crypto here (server/security/totp.ts checks the codes).
 */

/** How long the proof of a right password waits for its code (the API's challenge lifetime). */
export const twoFactorChallengeSeconds = 300;

export const twoFactorRequiredMessage =
  'Saisissez le code de votre application d’authentification.';

/** A wrong, replayed or already used code (TOTP or recovery code), wherever it was typed. */
export const invalidCodeMessage = 'Code incorrect ou déjà utilisé. Vérifiez votre application.';

/** The code step outlived its challenge: back to the password. */
export const codeStepExpiredMessage =
  'Délai dépassé ou demande invalide : reconnectez-vous avec votre mot de passe.';

export const twoFactorEnrolmentRequiredMessage =
  'La double authentification est obligatoire : configurez-la pour continuer.';

/**
 * A code's answer: signed in, or refused with the message to show. `expired`: the challenge is
 * no longer valid (too late, or the password changed), so the password must be typed again.
 */
export type CodeOutcome =
  | { ok: true; email: string }
  | { ok: false; message: string; expired?: boolean };
