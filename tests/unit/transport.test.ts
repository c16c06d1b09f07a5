import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTransport } from '#server/client/transport.ts';

// This file's own module graph: the env is parsed once, at the first call, with API_BASE_URL set.
beforeAll(() => {
  vi.stubEnv('API_BASE_URL', 'http://api.test/api');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Replaces fetch with one that records the requests it is given and answers 204. */
function captureFetch(): Request[] {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push(request);
      return new Response(null, { status: 204 });
    }),
  );
  return sent;
}

describe('getTransport with API_BASE_URL', () => {
  it('forwards the browser’s User-Agent and address to the API (the refresh grace is bound to them)', async () => {
    const sent = captureFetch();
    const transport = getTransport({ address: '203.0.113.7', userAgent: 'Firefox/130' });
    expect(transport.baseUrl).toBe('http://api.test/api');
    await transport.fetcher(new Request(`${transport.baseUrl}/auth/refresh`, { method: 'POST' }));
    expect(sent[0]?.headers.get('user-agent')).toBe('Firefox/130');
    expect(sent[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.7');
  });

  it('adds nothing for the server’s own calls', async () => {
    const sent = captureFetch();
    const transport = getTransport();
    await transport.fetcher(new Request(`${transport.baseUrl}/crud/categories`));
    expect(sent[0]?.headers.get('user-agent')).toBeNull();
    expect(sent[0]?.headers.get('x-forwarded-for')).toBeNull();
  });
});
