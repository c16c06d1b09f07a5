import { describe, expect, it } from 'vitest';
import { AddressBuckets } from '#server/http/address-buckets.ts';

describe('AddressBuckets', () => {
  const rule = { burst: 10, perMinute: 60, maxAddresses: 3 };

  it('lets an address spend its burst, then refuses it with the wait until enough is back', () => {
    const buckets = new AddressBuckets(rule);
    expect(buckets.take('a', 6, 0)).toBe(0);
    expect(buckets.take('a', 4, 0)).toBe(0);
    expect(buckets.take('a', 1, 0)).toBe(1_000);
    expect(buckets.take('a', 3, 500)).toBe(2_500);
    // One a second comes back, never more than the burst.
    expect(buckets.take('a', 3, 3_000)).toBe(0);
    expect(buckets.take('a', 10, 600_000)).toBe(0);
    expect(buckets.take('a', 1, 600_000)).toBeGreaterThan(0);
  });

  it('keeps one address’s flood from touching another', () => {
    const buckets = new AddressBuckets(rule);
    expect(buckets.take('a', 10, 0)).toBe(0);
    expect(buckets.take('a', 1, 0)).toBeGreaterThan(0);
    expect(buckets.take('b', 10, 0)).toBe(0);
  });

  it('remembers at most maxAddresses, forgetting the least recently seen', () => {
    const buckets = new AddressBuckets(rule);
    for (const address of ['a', 'b', 'c', 'd']) buckets.take(address, 10, 0);
    expect(buckets.size).toBe(3);
    // 'a' was forgotten: it starts full again; 'd' is still empty.
    expect(buckets.take('a', 10, 0)).toBe(0);
    expect(buckets.take('d', 1, 0)).toBeGreaterThan(0);
  });
});
