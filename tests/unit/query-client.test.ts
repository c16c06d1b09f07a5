import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from '#app/lib/query-client.ts';

describe('client data cache (SPEC §9)', () => {
  it('retries 3 times and collects garbage after 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(3);
    expect(defaults?.gcTime).toBe(300_000);
    expect(defaults?.retryDelay).toBe(retryDelay);
  });

  it('backs off exponentially and never waits more than 30 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});
