/**
 * The sign-in page's search parameter that says why the last session ended (`/login?raison=fermee`,
 * issue 36 §6). Apart from session-end.ts: /login's search schema is in every page's entry chunk,
 * the message and the checks only in the back-office's.
 */
export const sessionClosedParam = 'fermee';
