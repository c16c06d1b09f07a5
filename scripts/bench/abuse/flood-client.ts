/**
 * A flood as one or many machines send it: `connections` keep-alive connections, each sending its
 * next request as soon as the last is answered, spread over `addresses` (local source addresses:
 * 127.0.0.2, 127.0.0.3… on loopback need no proxy). Unlike autocannon, it binds each connection to
 * its source address and times the answers per status, so the refusals' own latency is known.
 */
import { Agent, request } from 'node:http';
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

export async function flood(plan: FloodPlan): Promise<FloodOutcome> {
  const counts = new Map<number, number>();
  const refusalTimes: number[] = [];
  let errors = 0;
  const endAt = performance.now() + plan.seconds * 1000;
  const agents: Agent[] = [];
  const connection = async (index: number) => {
    const localAddress = plan.addresses[index % plan.addresses.length];
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
    agents.push(agent);
    while (performance.now() < endAt) {
      const started = performance.now();
      try {
        const status = await send(agent, plan);
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (status === 429 || status === 503) refusalTimes.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, (_, index) => connection(index)));
  for (const agent of agents) agent.destroy();
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
