/**
 * Issue 36 §6: a device whose session an administrator ended (or whose account was deactivated)
 * is told so on its next action, not that its session expired.
 */
export type SessionEndReason = 'administrateur';

/** The API's error code for it (401), and the message the sign-in page shows. */
export const sessionClosedCode = 'session_closed';
export const sessionClosedMessage = 'Votre session a été fermée par un administrateur.';

/** A failed call's error says an administrator ended the session (its API code). */
export const isSessionClosed = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === sessionClosedCode;

/** A machine's failure event carries such an error (the forms' `sessionExpired` states). */
export const endedByAdministrator = (event: object): boolean =>
  'error' in event && isSessionClosed(event.error);
