import {
  type UrlParam,
  type UrlSearch,
  urlChoice,
  urlDay,
  urlInt,
  urlSearch,
  urlText,
} from './url-search.ts';

/**
 * The back-office lists' search params (docs/decisions/026), each written once: how the URL
 * reads it (an invalid value falls back to its default, docs/decisions/004), what the server
 * function checks (plain data here, a valibot schema in list-query.ts, which never reaches the
 * browser: docs/decisions/034), and its default (never written into the URL).
 */
export type QuerySpec =
  | { readonly kind: 'text'; readonly max: number }
  | { readonly kind: 'choice'; readonly values: readonly string[]; readonly optional: boolean }
  | { readonly kind: 'id'; readonly max: number }
  | { readonly kind: 'day' };

export interface ListParam<T = unknown, F = unknown> {
  readonly read: UrlParam<T>;
  /** The URL's default, stripped from it; `undefined` for a filter that is simply absent. */
  readonly fallback: F;
  readonly query: QuerySpec;
}

/** Free search text, trimmed; '' (no search) by default. */
// Pure: lets the bundler drop params a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const searchText = (max: number): ListParam<string, ''> => ({
  read: urlText(max),
  fallback: '',
  query: { kind: 'text', max },
});

/** One of `values` (a sort, a status filter), `fallback` by default. */
// Pure: lets the bundler drop params a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const choice = <const T extends readonly string[], D extends T[number]>(
  values: T,
  fallback: D,
): ListParam<T[number], D> => ({
  read: urlChoice(values),
  fallback,
  query: { kind: 'choice', values, optional: false },
});

/** An optional filter among `values`: absent means no filter. */
// Pure: lets the bundler drop params a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const optionalChoice = <const T extends readonly string[]>(
  values: T,
): ListParam<T[number], undefined> => ({
  read: urlChoice(values),
  fallback: undefined,
  query: { kind: 'choice', values, optional: true },
});

/** An optional id filter (a category, a person): absent means no filter. */
// Pure: lets the bundler drop params a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const optionalId = (max = 2_147_483_647): ListParam<number, undefined> => ({
  read: urlInt(max),
  fallback: undefined,
  query: { kind: 'id', max },
});

/** An optional day (YYYY-MM-DD), e.g. a "from" or "to" filter. */
// Pure: lets the bundler drop params a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const optionalDay = (): ListParam<string, undefined> => ({
  read: urlDay,
  fallback: undefined,
  query: { kind: 'day' },
});

type Params = Record<string, ListParam>;
type ValueOf<P> = P extends ListParam<infer T, unknown> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What a list's search reads as: each param (absent filters optional) and the page. */
export type ListSearchOf<P extends Params> = Simplify<
  { -readonly [K in keyof P as P[K]['fallback'] extends undefined ? never : K]: ValueOf<P[K]> } & {
    -readonly [K in keyof P as P[K]['fallback'] extends undefined ? K : never]?:
      | ValueOf<P[K]>
      | undefined;
  } & { page: number }
>;

type Defaults<P extends Params> = {
  -readonly [K in keyof P as P[K]['fallback'] extends undefined ? never : K]: P[K]['fallback'];
};

export interface ListSearch<P extends Params> {
  /** The route's `validateSearch`. */
  readonly url: UrlSearch<ListSearchOf<P>>;
  /** The route's `stripSearchParams`. */
  readonly defaults: Defaults<P> & { page: 1 };
  /** For list-query.ts, the server function's schema. */
  readonly params: P;
  readonly maxPage: number;
}

/**
 * A list's search params, `page` always included (1 by default, at most `maxPage`): `url` for
 * the route's `validateSearch`, `defaults` for `stripSearchParams`; `listQuery` (list-query.ts)
 * makes its server function's schema.
 */
// Pure: lets the bundler drop lists a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export function listSearch<const P extends Params>(params: P, maxPage: number): ListSearch<P> {
  const page = urlInt(maxPage);
  const defaults: Record<string, unknown> = { page: 1 };
  for (const [name, param] of Object.entries(params)) {
    if (param.fallback !== undefined) defaults[name] = param.fallback;
  }
  const read = (search: Record<string, unknown>) => {
    const values: Record<string, unknown> = {};
    for (const [name, param] of Object.entries(params)) {
      const value = param.read(search[name]) ?? param.fallback;
      // An absent filter stays absent; a wrong one is there, undefined (as the router drops it).
      if (value !== undefined || name in search) values[name] = value;
    }
    values.page = page(search.page) ?? 1;
    // Each param read by its own reader, else its fallback: the shape ListSearchOf describes.
    return values as ListSearchOf<P>;
  };
  // Built from the same entries: each non-undefined fallback, and page 1.
  return { url: urlSearch(read), defaults: defaults as Defaults<P> & { page: 1 }, params, maxPage };
}
