import type { CodeOutcome } from '#domain/two-factor.ts';

/** The types of the auth machine (SPEC §4 "Auth", issue 23's code step), and what its outcomes give. */

export interface SessionInfo {
  authenticated: boolean;
  email: string | null;
}

export interface Credentials {
  email: string;
  password: string;
}

/** A sign-in's answer: signed in, refused (message), or a code wanted for this challenge. */
export type LoginOutcome =
  | { ok: true; email: string }
  | { ok: false; message: string }
  | { ok: false; twoFactor: true; challenge: string };

/** What `verifyCode` is given: the challenge of the right password and the code typed. */
export interface CodeInput {
  challenge: string;
  code: string;
}

/** A code's answer (domain/two-factor.ts): what the server function gives the machine. */
export type { CodeOutcome };

export interface AuthContext {
  session: SessionInfo | null;
  email: string | null;
  error: string | null;
  /** The proof of a right password, while a code is awaited. */
  challenge: string | null;
}

export type AuthEvent =
  | { type: 'login'; credentials: Credentials }
  | { type: 'code'; code: string }
  | { type: 'cancel' }
  | { type: 'logout' };

/** What an outcome gives the context (null when it has none). */
export const emailOf = (outcome: LoginOutcome | CodeOutcome) => (outcome.ok ? outcome.email : null);
export const messageOf = (outcome: LoginOutcome | CodeOutcome) =>
  'message' in outcome ? outcome.message : null;
export const challengeOf = (outcome: LoginOutcome) =>
  'challenge' in outcome ? outcome.challenge : null;
