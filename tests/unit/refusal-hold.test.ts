import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefusalHold } from '#server/http/refusal-hold.ts';

describe('RefusalHold allowance', () => {
  const make = (maxAddresses = 10) => {
    let now = 0;
    const hold = new RefusalHold(
      { perSecond: 2, burst: 3, holdMs: 1_000, maxAddresses },
      () => now,
    );
    return { hold, advance: (ms: number) => (now += ms) };
  };

  it('lets an address be refused `burst` times at once, then `perSecond` a second', () => {
    const { hold, advance } = make();
    const flood = [1, 2, 3, 4].map(() => hold.overAllowance('203.0.113.7'));
    expect(flood).toEqual([false, false, false, true]);
    expect(hold.overAllowance('198.51.100.2')).toBe(false);
    advance(500);
    expect(hold.overAllowance('203.0.113.7')).toBe(false);
    expect(hold.overAllowance('203.0.113.7')).toBe(true);
    advance(10_000);
    // Refilled up to the burst, no further.
    expect([1, 2, 3, 4].map(() => hold.overAllowance('203.0.113.7'))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('forgets the least recently refused address past maxAddresses (it starts afresh)', () => {
    const { hold } = make(2);
    for (let i = 0; i < 3; i += 1) hold.overAllowance('a');
    hold.overAllowance('b');
    hold.overAllowance('c');
    expect(hold.overAllowance('a')).toBe(false);
  });
});

/**
 * A real connection: once held, its next request is not read until the hold ends, while another
 * connection is answered at once.
 */
describe('RefusalHold on a connection', () => {
  let server: Server;
  let port: number;
  const hold = new RefusalHold({ perSecond: 1, burst: 1, holdMs: 300, maxAddresses: 10 });
  const readAt: Record<string, number> = {};

  beforeAll(async () => {
    server = createServer((request, response) => {
      readAt[request.url ?? ''] = performance.now();
      if (request.url?.startsWith('/flood')) hold.hold(request.socket);
      response.writeHead(429, { 'content-length': '0' }).end();
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  });

  /** Writes a GET of `path` on `socket` and resolves when an answer's status line arrives. */
  const ask = (socket: Socket, path: string) =>
    new Promise<number>((answered) => {
      socket.once('data', () => answered(performance.now()));
      socket.write(`GET ${path} HTTP/1.1\r\nhost: test\r\n\r\n`);
    });
  const open = () =>
    new Promise<Socket>((ready) => {
      const socket = connect(port, '127.0.0.1', () => ready(socket));
    });

  it('answers the refusal at once, then reads nothing more from that connection for holdMs', async () => {
    const flood = await open();
    const other = await open();
    await ask(flood, '/flood-1');
    const secondSent = performance.now();
    const second = ask(flood, '/flood-2');
    await ask(other, '/visitor');
    // The visitor was read while the flood's second request waited in its socket.
    expect(readAt['/flood-2']).toBeUndefined();
    await second;
    // Never sooner than the hold (a loaded machine only makes it later).
    expect((readAt['/flood-2'] ?? 0) - secondSent).toBeGreaterThanOrEqual(290);
    expect(hold.holds).toBe(2);
    flood.destroy();
    other.destroy();
  });
});
