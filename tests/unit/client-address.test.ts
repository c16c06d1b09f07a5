import { describe, expect, it } from 'vitest';
import { createAddressResolver } from '#server/http/client-address.ts';

describe('createAddressResolver (TRUST_PROXY)', () => {
  const forged = '203.0.113.66, 198.51.100.7';

  it('believes no header without trusted proxies', () => {
    expect(createAddressResolver(0)('10.0.0.2', forged)).toBe('10.0.0.2');
  });

  it('takes the entry added by the one trusted proxy, never the client-chosen first one', () => {
    const addressOf = createAddressResolver(1);
    expect(addressOf('10.0.0.2', forged)).toBe('198.51.100.7');
    // A client rotating the first entry still counts as the same visitor.
    expect(addressOf('10.0.0.2', `1.2.3.${Math.floor(Math.random() * 255)}, 198.51.100.7`)).toBe(
      '198.51.100.7',
    );
    expect(addressOf('10.0.0.2', undefined)).toBe('10.0.0.2');
  });

  it('counts the configured number of hops from the right', () => {
    expect(createAddressResolver(2)('10.0.0.2', '203.0.113.66, 198.51.100.7, 10.0.0.9')).toBe(
      '198.51.100.7',
    );
  });

  it('with a list of proxies, stops at the first address that is not one of them', () => {
    const addressOf = createAddressResolver(['10.0.0.0/8']);
    expect(addressOf('10.0.0.2', '203.0.113.66, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    // A request that did not come through a trusted proxy: its header is not believed at all.
    expect(addressOf('192.0.2.1', '203.0.113.66')).toBe('192.0.2.1');
  });
});
