import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '#env';

/**
 * The visitor's address behind `TRUST_PROXY` reverse proxies (README "Environment variables").
 * X-Forwarded-For is read from the right: each proxy appends the address it received the request
 * from, so only the entries added by proxies we trust are believed; the first (leftmost) entry is
 * whatever the client chose to send and is never taken on its own. proxy-addr (Express's) matches the
 * proxies' addresses and CIDR ranges.
 */
export type AddressOf = (
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
) => string;

export function createAddressResolver(trust: TrustProxy): AddressOf {
  // A hop count trusts the socket's peer and the next N-1 entries (Express's `trust proxy` N);
  // a list is compiled by proxy-addr (addresses, CIDR ranges, loopback/linklocal/uniquelocal).
  const trusted =
    typeof trust === 'number'
      ? (_address: string, hop: number) => hop < trust
      : proxyaddr.compile(trust);
  return (socketAddress, forwardedFor) => {
    const socket = socketAddress ?? 'unknown';
    if (trust === 0 || !forwardedFor) return socket;
    // proxy-addr's own walk: the socket's peer, then the header's entries from the right; the
    // first address that is not a trusted proxy is the client.
    const hops = [
      socket,
      ...forwardedFor
        .split(',')
        .map((entry) => entry.trim())
        .reverse(),
    ];
    for (let hop = 0; hop < hops.length - 1; hop += 1) {
      const address = hops[hop];
      if (address === undefined || !trusted(address, hop)) return address ?? socket;
    }
    return hops[hops.length - 1] || socket;
  };
}

/** Whether the socket's peer is a proxy `TRUST_PROXY` trusts (its X-Request-Id is kept). */
export function createProxyTrust(
  trust: TrustProxy,
): (socketAddress: string | undefined) => boolean {
  if (typeof trust === 'number') return (socketAddress) => trust > 0 && socketAddress !== undefined;
  const trusted = proxyaddr.compile(trust);
  return (socketAddress) => socketAddress !== undefined && trusted(socketAddress, 0);
}

/** The visitor's address of a request: its socket's peer and X-Forwarded-For, as trusted. */
export function createRequestAddress(trust: TrustProxy): (request: IncomingMessage) => string {
  const resolve = createAddressResolver(trust);
  return (request) => {
    const forwarded = request.headers['x-forwarded-for'];
    return resolve(
      request.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    );
  };
}
