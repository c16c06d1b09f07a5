import * as v from 'valibot';
import { isBuildStale } from '#scripts/build-freshness.ts';
import { type Cluster, startCluster } from '#scripts/cluster/cluster.ts';
import { createFreshDatabase } from '../shared/fresh-database.ts';

/** The cluster's administrator (its PostgreSQL database starts empty: no demo data). */
export const clusterAdmin = { email: 'cluster@test.tn', password: 'Cluster-Instances-2026!' };
export const jwtSecret = 'cluster-instances-share-this-secret-0123456789';
/** GET /metrics of every instance (the Prometheus scrape of cluster.test.ts). */
export const metricsToken = 'cluster-metrics-token-0123456789';

export interface RunningCluster {
  cluster: Cluster;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Three production instances on a fresh PostgreSQL database behind HAProxy. */
export async function startTestCluster(adminUrl: string, size = 3): Promise<RunningCluster> {
  if (isBuildStale(process.cwd()))
    throw new Error('dist/ is stale: build before the cluster tests');
  const database = await createFreshDatabase(adminUrl, 'cluster');
  try {
    const cluster = await startCluster({
      size,
      env: {
        DATABASE_URL: database.url,
        JWT_SECRET: jwtSecret,
        METRICS_TOKEN: metricsToken,
        ADMIN_EMAIL: clusterAdmin.email,
        ADMIN_PASSWORD: clusterAdmin.password,
      },
    });
    return {
      cluster,
      databaseUrl: database.url,
      stop: async () => {
        await cluster.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  bytes: Uint8Array;
  servedBy: string | null;
}

/** One HTTP request to `base` + `path` (a site path; the API is under /api). */
export async function request(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.form;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const text = /json/i.test(type) ? new TextDecoder().decode(bytes) : '';
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
    bytes,
    servedBy: response.headers.get('x-served-by'),
  };
}

export const Tokens = v.object({ token: v.string(), refreshToken: v.string() });
export const Created = v.object({ id: v.number(), slug: v.string() });

export async function signIn(base: string, headers: Record<string, string> = {}) {
  const answer = await request(base, 'POST', '/api/auth/login', { json: clusterAdmin, headers });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
  return v.parse(Tokens, answer.body);
}

/** Polls `check` every 25 ms until it holds; resolves to the milliseconds it took, or null. */
export async function within(check: () => Promise<boolean>, ms: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    if (await check()) return Date.now() - started;
    await new Promise((done) => setTimeout(done, 25));
  }
  return null;
}

export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
