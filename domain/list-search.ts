import * as v from 'valibot';
import { positiveIntParam, textParam } from './search-params.ts';

/**
 * The back-office lists' search params (docs/decisions/026), each written once: how the URL
 * reads it (an invalid value falls back to its default, docs/decisions/004), how the server
 * function checks it, and its default (never written into the URL).
 */
export interface ListParam<
  TUrl extends v.GenericSchema = v.GenericSchema,
  TQuery extends v.GenericSchema = v.GenericSchema,
> {
  url: TUrl;
  query: TQuery;
  /** The URL's default, stripped from it; `undefined` for a filter that is simply absent. */
  fallback: unknown;
}

const boundedInt = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max));

// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
const optionalFallback = <T extends v.GenericSchema>(schema: T) =>
  v.optional(v.fallback(v.optional(schema), undefined));

/** Free search text, trimmed; '' (no search) by default. */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const searchText = (max: number) => ({
  url: v.optional(v.fallback(textParam(max), ''), ''),
  query: v.pipe(v.string(), v.maxLength(max)),
  fallback: '' as const,
});

/** One of `values` (a sort, a status filter), `fallback` by default. */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const choice = <const T extends readonly string[], D extends T[number]>(
  values: T,
  fallback: D,
) => ({
  url: v.optional(v.fallback(v.picklist(values), fallback), fallback),
  query: v.picklist(values),
  fallback,
});

/** An optional filter among `values`: absent means no filter. */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const optionalChoice = <const T extends readonly string[]>(values: T) => ({
  url: optionalFallback(v.picklist(values)),
  query: v.optional(v.picklist(values)),
  fallback: undefined,
});

/** An optional id filter (a category, a person): absent means no filter. */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const optionalId = (max = 2_147_483_647) => ({
  url: optionalFallback(positiveIntParam(max)),
  query: v.optional(boundedInt(max)),
  fallback: undefined,
});

const Day = v.pipe(v.string(), v.isoDate());

/** An optional day (YYYY-MM-DD), e.g. a "from" or "to" filter. */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const optionalDay = () => ({
  url: optionalFallback(Day),
  query: v.optional(Day),
  fallback: undefined,
});

type UrlEntries<P extends Record<string, ListParam>> = { [K in keyof P]: P[K]['url'] };
type QueryEntries<P extends Record<string, ListParam>> = { [K in keyof P]: P[K]['query'] };
type Defaults<P extends Record<string, ListParam>> = {
  [K in keyof P as P[K]['fallback'] extends undefined ? never : K]: P[K]['fallback'];
};

function pick<P extends Record<string, ListParam>, R>(
  params: P,
  read: (param: ListParam) => unknown,
): R {
  const entries: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(params)) entries[name] = read(param);
  // The mapped types above say what `read` picks from each entry of `params`.
  return entries as R;
}

/**
 * A list's search params, `page` always included (1 by default, at most `maxPage`): `url` for
 * the route's `validateSearch`, `query` for its server function, `defaults` for
 * `stripSearchParams`.
 */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export function listSearch<const P extends Record<string, ListParam>>(params: P, maxPage: number) {
  const page = {
    url: v.optional(v.fallback(positiveIntParam(maxPage), 1), 1),
    query: boundedInt(maxPage),
  };
  const defaults: Record<string, unknown> = { page: 1 };
  for (const [name, param] of Object.entries(params)) {
    if (param.fallback !== undefined) defaults[name] = param.fallback;
  }
  return {
    url: v.object({ ...pick<P, UrlEntries<P>>(params, (param) => param.url), page: page.url }),
    query: v.object({
      ...pick<P, QueryEntries<P>>(params, (param) => param.query),
      page: page.query,
    }),
    // Built from the same entries: each non-undefined fallback, and page 1.
    defaults: defaults as Defaults<P> & { page: 1 },
  };
}
