/**
 * A flood as one or many machines send it: `connections` keep-alive connections, each sending its
 * next request as soon as the last is answered, spread over `addresses` (local source addresses:
 * 127.0.0.2, 127.0.0.3… on loopback need no proxy). Unlike autocannon, it binds each connection to
 * its source address and times the answers per status, so the refusals' own latency is known.
 */
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { percentiles } from '../timing.ts';

export interface FloodPlan {
  base: string;
  connections: number;
  /** Source addresses, used in turn by the connections. */
  addresses: readonly string[];
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The next request's path. */
  path: () => string;
}

export interface FloodOutcome {
  rps: number;
  /** Answers by status ("200 ×1,234, 429 ×20"). */
  statuses: string;
  errors: number;
  /** p99 of the refusals' (429, 503) answer time, in ms. */
  refusalP99Ms: number | null;
  /**
   * p99 of the answer time of refusals a client respecting Retry-After would meet: each
   * connection's first, and any sent at least `Retry-After` after its connection's last one.
   */
  firstRefusalP99Ms: number | null;
  /** Any 5xx other than a deliberate 503. */
  unexpected5xx: number;
}

function send(agent: Agent, plan: FloodPlan): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(plan.path(), plan.base);
    const outgoing = request(
      url,
      { agent, method: plan.method ?? 'GET', headers: plan.headers, timeout: 20_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(plan.body);
  });
}

/** One HTTP/1.1 response at the start of `buffer`: its status and length, or null if incomplete. */
interface Framed {
  status: number;
  length: number;
  close: boolean;
  /** Retry-After, in ms (0 without one). */
  retryAfterMs: number;
}

function parseResponse(buffer: Buffer): Framed | null {
  const headerEnd = buffer.indexOf('\r\n\r\n');
  if (headerEnd === -1) return null;
  const head = buffer.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const close = /\r\nconnection:\s*close/i.test(head);
  const retryAfterMs = Number(/\r\nretry-after:\s*(\d+)/i.exec(head)?.[1] ?? 0) * 1000;
  const bodyStart = headerEnd + 4;
  const declared = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  if (declared !== undefined) {
    const length = bodyStart + Number(declared);
    return buffer.length >= length ? { status, length, close, retryAfterMs } : null;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    return { status, length: bodyStart, close, retryAfterMs };
  }
  let at = bodyStart;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd === -1) return null;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      const end = buffer.indexOf('\r\n\r\n', lineEnd);
      return end === -1 ? null : { status, length: end + 4, close, retryAfterMs };
    }
    at = lineEnd + 2 + size + 2;
    if (at > buffer.length) return null;
  }
}

/**
 * A flood's connections as raw sockets: each request written as bytes, each answer only framed
 * (status line, length or chunks), never parsed into objects. The flood must cost its machine far
 * less than the server: with node:http's client, the flood process took most of the probe's core
 * from the autocannon measuring `/` beside it.
 */
export async function flood(plan: FloodPlan): Promise<FloodOutcome> {
  const counts = new Map<number, number>();
  const refusalTimes: number[] = [];
  const firstRefusalTimes: number[] = [];
  let errors = 0;
  const endAt = performance.now() + plan.seconds * 1000;
  const { hostname, port, host } = new URL(plan.base);
  const extra = Object.entries(plan.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const body = plan.body ?? '';
  const length = body ? `content-length: ${Buffer.byteLength(body)}\r\n` : '';
  const requestBytes = () =>
    `${plan.method ?? 'GET'} ${plan.path()} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\n${extra}${length}\r\n${body}`;

  // An answer that never comes: every socket still open 20 s after the end is closed.
  const sockets = new Set<Socket>();
  const stopper = setTimeout(
    () => {
      for (const socket of sockets) socket.destroy();
    },
    plan.seconds * 1000 + 20_000,
  );
  const connection = (index: number) =>
    new Promise<void>((done) => {
      const localAddress = plan.addresses[index % plan.addresses.length];
      const open = () => {
        if (performance.now() >= endAt) return done();
        const socket = connect({ host: hostname, port: Number(port), localAddress });
        socket.setNoDelay(true);
        sockets.add(socket);
        let buffer: Buffer = Buffer.alloc(0);
        let lastRefusal = Number.NEGATIVE_INFINITY;
        let started = 0;
        let waiting = false;
        const next = () => {
          if (performance.now() >= endAt) return socket.end();
          started = performance.now();
          waiting = true;
          socket.write(requestBytes());
        };
        socket.on('connect', next);
        socket.on('data', (chunk: Buffer) => {
          buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
          for (let answer = parseResponse(buffer); answer; answer = parseResponse(buffer)) {
            waiting = false;
            counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
            if (answer.status === 429 || answer.status === 503) {
              const took = performance.now() - started;
              refusalTimes.push(took);
              if (started - lastRefusal >= answer.retryAfterMs) firstRefusalTimes.push(took);
              lastRefusal = performance.now();
            }
            buffer = buffer.subarray(answer.length);
            if (answer.close) return socket.end();
            next();
          }
        });
        socket.on('error', () => {
          errors += 1;
        });
        socket.on('close', () => {
          sockets.delete(socket);
          if (waiting) errors += 1;
          open();
        });
      };
      open();
    });

  await Promise.all(Array.from({ length: plan.connections }, (_, index) => connection(index)));
  clearTimeout(stopper);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const statuses = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status} ×${count.toLocaleString('en')}`)
    .join(', ');
  const unexpected5xx = [...counts]
    .filter(([status]) => status >= 500 && status !== 503)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    rps: Math.round(total / plan.seconds),
    statuses: statuses || 'none',
    errors,
    refusalP99Ms: refusalTimes.length ? round(percentiles(refusalTimes).p99) : null,
    firstRefusalP99Ms: firstRefusalTimes.length ? round(percentiles(firstRefusalTimes).p99) : null,
    unexpected5xx,
  };
}

/**
 * A well-behaved visitor on its own address: one uncached page (a new search) a second; the p95
 * of its answer times and the statuses it got.
 */
export async function visitor(
  base: string,
  address: string,
  seconds: number,
  path: () => string,
): Promise<{ p95Ms: number | null; statuses: string }> {
  const agent = new Agent({ keepAlive: false, localAddress: address });
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const endAt = performance.now() + seconds * 1000;
  while (performance.now() < endAt) {
    const started = performance.now();
    try {
      const status = await send(agent, { base, path, connections: 1, addresses: [], seconds });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    } catch {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
    }
    const took = performance.now() - started;
    times.push(took);
    await new Promise((done) => setTimeout(done, Math.max(0, 1000 - took)));
  }
  agent.destroy();
  return {
    p95Ms: times.length ? round(percentiles(times).p95) : null,
    statuses: [...statuses].map(([status, count]) => `${status} ×${count}`).join(', '),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
