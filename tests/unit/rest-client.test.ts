import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ContractError, HttpError } from '#server/client/http-error.ts';
import { createRestClient } from '#server/client/rest-client.ts';
import { type ContentChange, onContentChange } from '#server/events/content-changes.ts';
import { caught } from './fakes/caught.ts';
import { type Answer, baseUrl, json, setup } from './fakes/rest-transport.ts';

// The refresh coordinator is module-level: every test uses its own refresh-token strings.

const unauthorizedBody = '{"error":{"code":"UNAUTHORIZED","message":"Jeton expiré"}}';
const unauthorized = () => new Response(unauthorizedBody, { status: 401 });

const pathOf = (request: Request) => new URL(request.url).pathname;
const refreshCalls = (requests: Request[]) =>
  requests.filter((request) => pathOf(request) === '/api/auth/refresh');
const dataCalls = (requests: Request[]) =>
  requests.filter((request) => pathOf(request) !== '/api/auth/refresh');

/** Answers /auth/refresh with `refreshAnswer`; anything else is 200 only with `Bearer <valid>`. */
function protectedApi(valid: string, refreshAnswer: () => Response | Promise<Response>): Answer {
  return (request) => {
    if (pathOf(request) === '/api/auth/refresh') return refreshAnswer();
    return request.headers.get('authorization') === `Bearer ${valid}`
      ? json(200, { ok: true })
      : unauthorized();
  };
}

const Ok = v.object({ ok: v.boolean() });

describe('createRestClient: requests', () => {
  it('encodes the query and leaves out empty and undefined parameters', async () => {
    const { client, requests } = setup(() => json(200, { ok: true }));
    await client.request(Ok, 'GET', '/produits', {
      query: { q: 'lit médical & co', page: 2, actif: true, vide: '', absent: undefined },
    });
    const [request] = requests;
    const url = new URL(request?.url ?? '');
    expect(request?.method).toBe('GET');
    expect(url.origin + url.pathname).toBe(`${baseUrl}/produits`);
    expect([...url.searchParams]).toEqual([
      ['q', 'lit médical & co'],
      ['page', '2'],
      ['actif', 'true'],
    ]);
    expect(url.search).toBe('?q=lit+m%C3%A9dical+%26+co&page=2&actif=true');
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it('sends a JSON body with its content type', async () => {
    const { client, requests } = setup(() => json(201, { ok: true }));
    const payload = { titre: 'Lit médicalisé', prix: 1200 };
    await expect(client.request(Ok, 'POST', '/produits', { json: payload })).resolves.toEqual({
      ok: true,
    });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse((await request?.text()) ?? '')).toEqual(payload);
  });

  it('sends a form as multipart, without a JSON content type', async () => {
    const { client, requests } = setup(() => json(200, { ok: true }));
    const form = new FormData();
    form.set('nom', 'photo');
    await client.request(Ok, 'POST', '/uploads', { form });
    const [request] = requests;
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await request?.formData())?.get('nom')).toBe('photo');
  });

  it('sends the Bearer token only when the call asks for auth', async () => {
    const { client, requests } = setup(() => json(200, { ok: true }), {
      accessToken: 'at-bearer',
      refreshToken: 'rt-bearer',
    });
    await client.request(Ok, 'GET', '/public');
    await client.request(Ok, 'GET', '/admin', { auth: true });
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      null,
      'Bearer at-bearer',
    ]);
  });

  it('returns undefined for a 204', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.request(v.undefined(), 'DELETE', '/produits/7')).resolves.toBeUndefined();
  });
});

describe('createRestClient: errors (SPEC §8)', () => {
  it('raises an HttpError carrying the body, status, API code and API message', async () => {
    const body = '{"error":{"code":"NOT_FOUND","message":"Produit introuvable"}}';
    const { client } = setup(() => new Response(body, { status: 404, statusText: 'Not Found' }));
    const error = await caught(client.request(Ok, 'GET', '/produits/x'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: `HTTP 404: ${body}`,
      status: 404,
      code: 'NOT_FOUND',
      apiMessage: 'Produit introuvable',
    });
  });

  it('uses the status text when the error body is empty', async () => {
    const { client } = setup(
      () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );
    const error = await caught(client.request(Ok, 'GET', '/produits'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'HTTP 500: Internal Server Error',
      status: 500,
      code: undefined,
      apiMessage: undefined,
    });
  });

  it('raises exactly "HTTP 404" with shortError, keeping status and code', async () => {
    const { client } = setup(
      () =>
        new Response('{"error":{"code":"NOT_FOUND"}}', { status: 404, statusText: 'Not Found' }),
    );
    const error = await caught(client.request(Ok, 'GET', '/produits/x', { shortError: true }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'HTTP 404', status: 404, code: 'NOT_FOUND' });
  });

  it('raises a ContractError when the body does not match the schema', async () => {
    const { client } = setup(() => json(200, { id: 'pas un nombre' }));
    const error = await caught(client.request(v.object({ id: v.number() }), 'GET', '/x'));
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ message: expect.stringContaining('GET /x') });
  });

  it('raises a ContractError when a success body is not JSON', async () => {
    const { client } = setup(() => new Response('<html>', { status: 200 }));
    await expect(client.request(Ok, 'GET', '/x')).rejects.toBeInstanceOf(ContractError);
  });
});

describe('createRestClient: token refresh on 401 (SPEC §4)', () => {
  it('answers 401 without calling the API when a protected call holds no token at all', async () => {
    const { client, requests, tokens } = setup(() => json(200, { ok: true }));
    const error = await caught(client.request(Ok, 'GET', '/crud/articles', { auth: true }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(requests).toEqual([]);
    expect(tokens.set).not.toHaveBeenCalled();
  });

  it('refreshes, stores the rotated tokens and retries with the new Bearer token', async () => {
    const { client, requests, tokens } = setup(
      protectedApi('at-rotated-2', () =>
        json(200, { token: 'at-rotated-2', refreshToken: 'rt-rotated-2' }),
      ),
      { accessToken: 'at-rotated-1', refreshToken: 'rt-rotated-1' },
    );
    await expect(client.request(Ok, 'GET', '/admin/produits', { auth: true })).resolves.toEqual({
      ok: true,
    });

    const [refresh, ...others] = refreshCalls(requests);
    expect(others).toEqual([]);
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers.get('authorization')).toBeNull();
    expect(refresh?.headers.get('content-type')).toBe('application/json');
    expect(await refresh?.json()).toEqual({ refreshToken: 'rt-rotated-1' });

    expect(tokens.set).toHaveBeenCalledExactlyOnceWith({
      accessToken: 'at-rotated-2',
      refreshToken: 'rt-rotated-2',
    });
    expect(tokens.clear).not.toHaveBeenCalled();
    expect(dataCalls(requests).map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer at-rotated-1',
      'Bearer at-rotated-2',
    ]);
  });

  it('keeps the old refresh token when the refresh answer does not rotate it', async () => {
    const { client, requests, tokens } = setup(
      protectedApi('at-kept-2', () => json(200, { token: 'at-kept-2' })),
      { accessToken: 'at-kept-1', refreshToken: 'rt-kept-1' },
    );
    await client.request(Ok, 'GET', '/admin/produits', { auth: true });
    expect(tokens.set).toHaveBeenCalledExactlyOnceWith({
      accessToken: 'at-kept-2',
      refreshToken: 'rt-kept-1',
    });
    expect(dataCalls(requests).at(-1)?.headers.get('authorization')).toBe('Bearer at-kept-2');
  });

  it('clears the tokens and raises the original 401 when the refresh fails', async () => {
    const { client, requests, tokens } = setup(
      protectedApi('never', () => new Response('refresh token revoked', { status: 401 })),
      { accessToken: 'at-revoked-1', refreshToken: 'rt-revoked-1' },
    );
    const error = await caught(client.request(Ok, 'GET', '/admin/produits', { auth: true }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: `HTTP 401: ${unauthorizedBody}`,
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(tokens.clear).toHaveBeenCalledTimes(1);
    expect(tokens.set).not.toHaveBeenCalled();
    expect(refreshCalls(requests)).toHaveLength(1);
    expect(dataCalls(requests)).toHaveLength(1);
  });

  it('raises the refresh’s 401 when it says an administrator ended the session (issue 36 §6)', async () => {
    const closedBody = JSON.stringify({
      error: {
        code: 'session_closed',
        message: 'Votre session a été fermée par un administrateur.',
      },
    });
    const { client, tokens } = setup(
      protectedApi('never', () => new Response(closedBody, { status: 401 })),
      { accessToken: 'at-closed-1', refreshToken: 'rt-closed-1' },
    );
    const error = await caught(client.request(Ok, 'GET', '/admin/produits', { auth: true }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'session_closed' });
    expect(tokens.clear).toHaveBeenCalledTimes(1);
  });

  it('clears the tokens and raises the original 401 when the refresh answer breaks the contract', async () => {
    const { client, tokens } = setup(
      protectedApi('never', () => json(200, { jeton: 'at-contract-2' })),
      { accessToken: 'at-contract-1', refreshToken: 'rt-contract-1' },
    );
    const error = await caught(client.request(Ok, 'GET', '/admin/produits', { auth: true }));
    expect(error).toMatchObject({ message: `HTTP 401: ${unauthorizedBody}`, status: 401 });
    expect(tokens.clear).toHaveBeenCalledTimes(1);
  });

  it('does not refresh again when the retry answers 401 too', async () => {
    const { client, requests, tokens } = setup(
      protectedApi('never', () => json(200, { token: 'at-twice-2', refreshToken: 'rt-twice-2' })),
      { accessToken: 'at-twice-1', refreshToken: 'rt-twice-1' },
    );
    const error = await caught(client.request(Ok, 'GET', '/admin/produits', { auth: true }));
    expect(error).toMatchObject({ status: 401 });
    expect(refreshCalls(requests)).toHaveLength(1);
    expect(dataCalls(requests)).toHaveLength(2);
    expect(tokens.clear).not.toHaveBeenCalled();
  });

  it('raises a 401 without refreshing when no refresh token is held', async () => {
    const { client, requests, tokens } = setup(
      protectedApi('never', () => json(200, { token: 'unused' })),
      { accessToken: 'at-expired-alone' },
    );
    const error = await caught(client.request(Ok, 'GET', '/admin/produits', { auth: true }));
    expect(error).toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer at-expired-alone');
    expect(tokens.set).not.toHaveBeenCalled();
    expect(tokens.clear).not.toHaveBeenCalled();
  });

  it('shares one refresh between two concurrent protected calls that both get a 401', async () => {
    let answerRefresh: () => void = () => {};
    const refreshAnswered = new Promise<void>((resolve) => {
      answerRefresh = resolve;
    });
    const { client, requests, tokens } = setup(
      protectedApi('at-shared-2', async () => {
        await refreshAnswered;
        return json(200, { token: 'at-shared-2', refreshToken: 'rt-shared-2' });
      }),
      { accessToken: 'at-shared-1', refreshToken: 'rt-shared-1' },
    );
    const first = client.request(Ok, 'GET', '/admin/produits', { auth: true });
    const second = client.request(Ok, 'GET', '/admin/articles', { auth: true });
    await vi.waitFor(() => expect(refreshCalls(requests)).toHaveLength(1));
    // Both calls have had their 401 before the refresh answers.
    await vi.waitFor(() => expect(dataCalls(requests)).toHaveLength(2));
    answerRefresh();
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);

    expect(refreshCalls(requests)).toHaveLength(1);
    expect(tokens.set).toHaveBeenCalledWith({
      accessToken: 'at-shared-2',
      refreshToken: 'rt-shared-2',
    });
    expect(
      dataCalls(requests)
        .slice(2)
        .map((request) => request.headers.get('authorization')),
    ).toEqual(['Bearer at-shared-2', 'Bearer at-shared-2']);
  });
});

describe('createRestClient: a refresh token replayed by another browser (issue 18 point 10)', () => {
  it('hands the rotated pair only to the browser that refreshed; the other one is sent to the API', async () => {
    let refreshes = 0;
    const answer = protectedApi('at-browser-2', () => {
      refreshes += 1;
      return refreshes === 1
        ? json(200, { token: 'at-browser-2', refreshToken: 'rt-browser-2' })
        : new Response('{"error":{"code":"unauthorized","message":"Session révoquée"}}', {
            status: 401,
          });
    });
    const held = { accessToken: 'at-browser-1', refreshToken: 'rt-browser-1' };
    const firefox = { userAgent: 'Firefox/130', address: '203.0.113.7' };

    const refreshing = setup(answer, held, firefox);
    await refreshing.client.request(Ok, 'GET', '/admin/produits', { auth: true });
    // A parallel request of the same page, which left with the old cookies.
    const parallel = setup(answer, held, firefox);
    await expect(
      parallel.client.request(Ok, 'GET', '/admin/articles', { auth: true }),
    ).resolves.toEqual({ ok: true });
    expect(refreshCalls(parallel.requests)).toHaveLength(0);

    const replay = setup(answer, held, { userAgent: 'curl/8.5', address: '203.0.113.7' });
    const error = await caught(replay.client.request(Ok, 'GET', '/admin/produits', { auth: true }));
    expect(error).toMatchObject({ status: 401 });
    expect(refreshCalls(replay.requests)).toHaveLength(1);
    expect(replay.tokens.set).not.toHaveBeenCalled();
    expect(replay.tokens.clear).toHaveBeenCalledTimes(1);
  });
});

describe('createRestClient: content changes (what empties the page cache)', () => {
  async function changesDuring(run: () => Promise<unknown>): Promise<ContentChange[]> {
    const seen: ContentChange[] = [];
    const stop = onContentChange((change) => seen.push(change));
    try {
      await run();
    } finally {
      stop();
    }
    return seen;
  }

  it('announces once each write a remote API (API_BASE_URL) accepted, nothing else', async () => {
    const { client } = setup((request) =>
      request.method === 'DELETE' ? new Response('', { status: 404 }) : json(200, { ok: true }),
    );
    expect(await changesDuring(() => client.request(Ok, 'PATCH', '/crud/products/1'))).toEqual([
      { resource: 'products', origin: 'local' },
    ]);
    expect(await changesDuring(() => client.request(Ok, 'GET', '/crud/products'))).toEqual([]);
    const refused = () =>
      expect(client.request(Ok, 'DELETE', '/crud/products/1')).rejects.toBeInstanceOf(HttpError);
    expect(await changesDuring(refused)).toEqual([]);
  });

  it('leaves the announcement to the API when it runs in this process', async () => {
    const transport = { baseUrl, inProcess: true, fetcher: async () => json(200, { ok: true }) };
    const noTokens = { get: () => ({}), set: () => undefined, clear: () => undefined };
    const client = createRestClient(transport, noTokens);
    expect(await changesDuring(() => client.request(Ok, 'PATCH', '/crud/products/1'))).toEqual([]);
  });
});
