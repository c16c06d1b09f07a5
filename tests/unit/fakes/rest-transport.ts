import { vi } from 'vitest';
import type { RefreshedTokens } from '#machines/token-refresh.machine.ts';
import { createRestClient, type TokenStore, type Tokens } from '#server/client/rest-client.ts';
import type { Transport, Visitor } from '#server/client/transport.ts';

/** A REST client on a fake transport and an in-memory token store, for the client's tests. */
export const baseUrl = 'http://api.test/api';

export type Answer = (request: Request) => Response | Promise<Response>;

/** A transport whose fetcher records every Request and answers with `answer`. */
function fakeTransport(answer: Answer, visitor?: Visitor) {
  const requests: Request[] = [];
  const transport: Transport = {
    baseUrl,
    inProcess: false,
    visitor,
    fetcher: async (request) => {
      requests.push(request.clone());
      return answer(request);
    },
  };
  return { transport, requests };
}

function memoryTokens(initial: Tokens = {}) {
  let current: Tokens = { ...initial };
  const store = {
    get: vi.fn((): Tokens => current),
    set: vi.fn((tokens: RefreshedTokens) => {
      current = { ...tokens };
    }),
    clear: vi.fn(() => {
      current = {};
    }),
  } satisfies TokenStore;
  return store;
}

export function setup(answer: Answer, initial: Tokens = {}, visitor?: Visitor) {
  const { transport, requests } = fakeTransport(answer, visitor);
  const tokens = memoryTokens(initial);
  return { client: createRestClient(transport, tokens), requests, tokens };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
