import * as v from 'valibot';
import { createActor, fromPromise, toPromise } from 'xstate';
import { RefreshResponseSchema } from '#domain/entities.schema.ts';
import { sessionClosedCode } from '#domain/session-end.ts';
import { type RefreshedTokens, tokenRefreshMachine } from '#machines/token-refresh.machine.ts';
import { changedResource, publishContentChange } from '../events/content-changes.ts';
import { ContractError, HttpError } from './http-error.ts';
import { nextArrival, shareRefresh, visitorFingerprint } from './refresh-coordinator.ts';
import type { Transport } from './transport.ts';

const noSessionBody = JSON.stringify({
  error: { code: 'unauthorized', message: 'Session expirée : veuillez vous reconnecter.' },
});

export interface Tokens {
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
}

/** Where the tokens live (httpOnly cookies for a browser session; memory in tests). */
export interface TokenStore {
  get(): Tokens;
  set(tokens: RefreshedTokens): void;
  clear(): void;
  /** When the request holding these tokens arrived (refresh-coordinator.ts `noteTokensPresented`). */
  readonly arrival?: number | undefined;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined> | undefined;
  json?: unknown;
  form?: FormData | undefined;
  /** Send the Bearer token and refresh on 401 (SPEC §4). */
  auth?: boolean;
  /** SPEC §8: the product detail GET raises "HTTP {status}" without the body. */
  shortError?: boolean;
  /** Aborts the call when the browser it is made for has gone (an upload the editor left). */
  signal?: AbortSignal | undefined;
}

export type RestClient = ReturnType<typeof createRestClient>;

export function createRestClient(transport: Transport, tokens: TokenStore) {
  async function send(
    method: string,
    path: string,
    options: RequestOptions,
    accessToken?: string,
  ): Promise<Response> {
    const url = new URL(`${transport.baseUrl}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ accept: 'application/json' });
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const init: RequestInit = { method, headers, body };
    if (options.signal) init.signal = options.signal;
    const response = await transport.fetcher(new Request(url, init));
    if (!response.ok) {
      throw new HttpError(response.status, response.statusText, await response.text(), {
        short: options.shortError,
      });
    }
    return response;
  }

  async function refreshTokens(refreshToken: string): Promise<RefreshedTokens> {
    const response = await send('POST', '/auth/refresh', { json: { refreshToken } });
    const parsed = parse(RefreshResponseSchema, await response.json(), 'POST /auth/refresh');
    return { accessToken: parsed.token, refreshToken: parsed.refreshToken ?? refreshToken };
  }

  /** A protected call through the token-refresh machine (401 → one shared refresh → retry once). */
  async function sendProtected(
    method: string,
    path: string,
    options: RequestOptions,
  ): Promise<Response> {
    const held = tokens.get();
    // A protected call without any token is a session that is over, not a public read: sent
    // bare, a list the API also serves to visitors would answer 200 with the public rows, and an
    // admin page would render them instead of going to /login.
    if (!held.accessToken && !held.refreshToken) {
      throw new HttpError(401, 'Unauthorized', noSessionBody);
    }
    const caller = {
      fingerprint: visitorFingerprint(transport.visitor ?? {}),
      arrival: tokens.arrival ?? nextArrival(),
    };
    let closed: HttpError | undefined;
    const machine = tokenRefreshMachine.provide({
      actors: {
        call: fromPromise<unknown>(() => send(method, path, options, tokens.get().accessToken)),
        refresh: fromPromise(() =>
          shareRefresh(held.refreshToken ?? '', caller, () =>
            refreshTokens(held.refreshToken ?? ''),
          ).catch((error: unknown) => {
            if (error instanceof HttpError && error.code === sessionClosedCode) closed = error;
            throw error;
          }),
        ),
      },
      actions: {
        storeTokens: (_, refreshed) => tokens.set(refreshed),
        clearTokens: () => tokens.clear(),
      },
    });
    const output = await toPromise(
      createActor(machine, { input: { hasRefreshToken: Boolean(held.refreshToken) } }).start(),
    );
    // SPEC §4 raises the call's own 401; one that says an administrator ended the session
    // (issue 36 §6) is that 401 with its reason, so the device is told why.
    if (!output.ok) throw closed ?? output.error;
    if (output.result instanceof Response) return output.result;
    throw new ContractError(`${method} ${path}`, 'no response');
  }

  /** Sends a call of SPEC §7 and parses its answer; 204 gives undefined. */
  async function request<TSchema extends v.GenericSchema>(
    schema: TSchema,
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<v.InferOutput<TSchema>> {
    const response = options.auth
      ? await sendProtected(method, path, options)
      : await send(method, path, options);
    const what = `${method} ${path}`;
    // The in-process API announces its own writes (server/api/app.ts); another server's
    // (API_BASE_URL) cannot reach this process's caches, so the client tells them.
    const changed =
      response.ok && !transport.inProcess
        ? changedResource(method, path, options.query?.mode)
        : undefined;
    if (changed) publishContentChange({ resource: changed, origin: 'local' });
    if (response.status === 204) return parse(schema, undefined, what);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ContractError(what, 'le corps n’est pas du JSON');
    }
    return parse(schema, body, what);
  }

  /**
   * A call whose answer is not JSON (the journal's CSV export): the response itself, with the
   * same token refresh and error mapping as `request`, for the caller to stream on.
   */
  async function download(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Response> {
    return options.auth ? sendProtected(method, path, options) : send(method, path, options);
  }

  return { request, send, refreshTokens, download };
}

function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  what: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new ContractError(what, `${v.getDotPath(issue) ?? 'réponse'} : ${issue.message}`);
}
