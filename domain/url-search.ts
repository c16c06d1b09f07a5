/**
 * Reading a route's search params without a validation library (docs/decisions/034): a route's
 * `validateSearch` ships in every page's entry chunk, so it is written with these few functions
 * and never with valibot (a server function's schema, which never reaches the browser, still is).
 *
 * Router-wide, search values arrive from the URL as text (docs/decisions/004: `?page=2` is "2"),
 * and from in-app navigation as the values the code passed (the number 2); each reader below turns
 * either into what the route means, or `undefined` so the route applies its default. None of them
 * ever throws.
 */

/** Reads one search param: its value, or `undefined` when it is missing or invalid. */
export type UrlParam<T> = (value: unknown) => T | undefined;

/**
 * A route's search params as the router takes them (a Standard Schema, which it calls for
 * `validateSearch`), with `parse` for the server and tests. `TInput` is what links may pass.
 */
export interface UrlSearch<TOutput, TInput = Partial<TOutput>> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'url-search';
    readonly validate: (value: unknown) => { readonly value: TOutput };
    readonly types?: { readonly input: TInput; readonly output: TOutput };
  };
  /** The route's search params read from anything (not an object: every default). */
  readonly parse: (value: unknown) => TOutput;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};

// Pure: lets the bundler drop readers a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export function urlSearch<TOutput, TInput = Partial<TOutput>>(
  read: (search: Record<string, unknown>) => TOutput,
): UrlSearch<TOutput, TInput> {
  const parse = (value: unknown) => read(asRecord(value));
  return {
    '~standard': {
      version: 1,
      vendor: 'url-search',
      validate: (value) => ({ value: parse(value) }),
    },
    parse,
  };
}

/** A whole number from 1 to `max`, written as digits or already a number. */
// Pure: lets the bundler drop readers a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const urlInt =
  (max: number): UrlParam<number> =>
  (value) => {
    const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max
      ? number
      : undefined;
  };

/** Free text (a number typed in the box still counts as text), trimmed, at most `max` long. */
// Pure: lets the bundler drop readers a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const urlText =
  (max: number): UrlParam<string> =>
  (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string') return undefined;
    const trimmed = text.trim();
    return trimmed.length <= max ? trimmed : undefined;
  };

/** One of `values`, exactly. */
// Pure: lets the bundler drop readers a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const urlChoice =
  <const T extends readonly string[]>(values: T): UrlParam<T[number]> =>
  (value) =>
    values.find((choice) => choice === value);

/** A calendar day written YYYY-MM-DD (the same pattern as valibot's `isoDate`). */
const isoDay = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/u;

export const urlDay: UrlParam<string> = (value) =>
  typeof value === 'string' && isoDay.test(value) ? value : undefined;
