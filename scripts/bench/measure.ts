import { get } from 'node:http';
import autocannon from 'autocannon';

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers together. */
  errors: number;
  /** Of which answers outside 2xx. */
  non2xx: number;
  /** What the errors were: non-2xx statuses and timeouts with their counts ("503 ×8"); '' if none. */
  failures: string;
}

/** Extra request headers (e.g. `authorization`) for every request of a run. */
export type Headers = Record<string, string>;

export interface Captured {
  status: number;
  /** Every response header but the per-connection ones, flat [name, value…] for writeHead. */
  headers: string[];
  contentType: string;
  body: Buffer;
}

const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One plain GET as autocannon sends it (no Accept-Encoding): status, headers, raw bytes. */
export function capture(url: string, headers: Headers = {}): Promise<Captured> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a reused keep-alive socket may be closed under us.
    get(url, { agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      const kept: string[] = [];
      const raw = response.rawHeaders;
      for (let i = 0; i + 1 < raw.length; i += 2) {
        const name = raw[i]?.toLowerCase() ?? '';
        if (!perConnection.has(name)) kept.push(name, raw[i + 1] ?? '');
      }
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: kept,
          contentType: response.headers['content-type'] ?? 'application/octet-stream',
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

const rps = (average: number) =>
  average >= 10 ? Math.round(average) : Math.round(average * 10) / 10;

/**
 * One measured run, no warm-up: 20 connections, one URL. Each connection is a visitor of its own
 * (`X-Forwarded-For: 10.0.0.N`, which the bench server trusts from loopback: `startServer` sets
 * TRUST_PROXY); as one address, the work lanes' fair share (decision 027) refused 12 of the 20
 * with 429 and the run measured refusals.
 */
export async function run(
  url: string,
  seconds: number,
  headers: Headers = {},
  nextPath?: () => string,
): Promise<Measure> {
  let visitor = 0;
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    headers,
    // A path per request (e.g. searches no cache has seen), else the URL's own.
    ...(nextPath
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }
      : {}),
    setupClient: (client) => {
      visitor += 1;
      client.setHeaders({ ...headers, 'x-forwarded-for': `10.0.0.${visitor}` });
    },
  });
  return {
    // Whole numbers, but one decimal under 10 req/s, where a unit is a large share.
    rps: rps(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's errors include its timeouts.
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
    failures: failuresOf(result),
  };
}

export interface LoadOptions {
  url: string;
  seconds: number;
  connections: number;
  /** Distinct client addresses (`X-Forwarded-For: 10.x.y.z`) the requests take in turns. */
  addresses: number;
  /** The number of the first of those addresses (1: 10.0.0.1), so that two loads do not share any. */
  firstAddress?: number;
  method?: 'GET' | 'POST';
  headers?: Headers;
  /** A body per request (e.g. JSON that differs each time). */
  nextBody?: () => string;
  /** Each answer's status and body (reading bodies costs the probe: only when asked). */
  onAnswer?: (status: number, body: string) => void;
}

/** `rps` counts every answer; the latencies (p50, p95, p99) are those of 2xx answers only. */
export interface Load extends Measure {
  p95: number;
  /** 2xx answers a second: what was served, a server shedding load aside. */
  ok: number;
  /** Requests sent, those still under way at the end included. */
  sent: number;
  /** Answers per status ("201": 12, "429": 3400). */
  statuses: Record<string, number>;
}

/**
 * One measured run of any shape (`run` is 20 connections, one address each), its percentiles read
 * off every 2xx answer's latency (autocannon's skip 95, and count fast refusals like answers).
 */
export async function load(options: LoadOptions): Promise<Load> {
  let next = 0;
  const address = () => {
    const n = (next % options.addresses) + (options.firstAddress ?? 1);
    next += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers ?? {},
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              ...(options.nextBody ? { body: options.nextBody() } : {}),
              headers: { ...request.headers, 'x-forwarded-for': address() },
            }),
            ...(options.onAnswer ? { onResponse: options.onAnswer } : {}),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) latencies.push(ms);
    });
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(latencies.length * q)] ?? 0);
  return {
    rps: rps(result.requests.average),
    ok: rps(latencies.length / options.seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
    failures: failuresOf(result),
    sent: result.requests.sent,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [
        status,
        count,
      ]),
    ),
  };
}

function failuresOf(result: autocannon.Result): string {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count = 0 }]) => `${status} ×${count}`);
  if (result.timeouts) statuses.push(`timeouts ×${result.timeouts}`);
  if (result.errors > result.timeouts) statuses.push(`errors ×${result.errors - result.timeouts}`);
  return statuses.join(', ');
}

/** A warm-up, then one measured run: 20 connections, one URL. */
export async function measure(
  url: string,
  seconds: number,
  warmUp: number,
  headers: Headers = {},
): Promise<Measure> {
  await run(url, warmUp, headers);
  return run(url, seconds, headers);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function medianOf(measures: Measure[]): Measure {
  return {
    rps: median(measures.map((m) => m.rps)),
    p50: median(measures.map((m) => m.p50)),
    p99: median(measures.map((m) => m.p99)),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
    non2xx: measures.reduce((sum, m) => sum + m.non2xx, 0),
    failures: measures
      .map((m) => m.failures)
      .filter(Boolean)
      .join('; '),
  };
}

/**
 * Two servers measured in turns (a, b, a, b…), medians kept: on a shared machine whose speed
 * drifts by tens of percent within minutes, turns keep their ratio honest.
 */
export async function measureInTurns(
  a: string,
  b: string,
  options: { rounds: number; seconds: number; warmUp: number },
): Promise<[Measure, Measure]> {
  await run(a, options.warmUp);
  await run(b, options.warmUp);
  const first: Measure[] = [];
  const second: Measure[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    first.push(await run(a, options.seconds));
    second.push(await run(b, options.seconds));
  }
  return [medianOf(first), medianOf(second)];
}
