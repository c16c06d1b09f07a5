/**
 * What a server function an action calls answers (docs/decisions/026): the result, or why the API
 * refused, as data the page shows (STYLE.md: switch on status and code, never on the message).
 * An ended session never comes back as a value: it goes to /login.
 */
export type ActionRefusal = { ok: false; status: number; code: string | null; message: string };
export type ActionResult<T> = { ok: true; value: T } | ActionRefusal;
