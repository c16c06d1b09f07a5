import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from 'srvx';
import { afterAll, beforeAll } from 'vitest';
import { parseEnv } from '#env';
import { ensureAdminPassword } from '#server/api/auth/admin-account.ts';
import { type ApiRuntime, startApiRuntime } from '#server/api/runtime.ts';
import { expiredCopy } from '../shared/expired-token.ts';
import { copyPgliteTemplate, freshPostgresFromTemplate } from './template.ts';

export const admin = { email: 'admin@test.tn', password: 'correct-horse-battery-staple' };

export interface TestApi {
  /** e.g. http://127.0.0.1:41234/api */
  url: string;
  runtime: ApiRuntime;
  dataDir: string;
  databaseKind: 'pglite' | 'postgres';
  /** The PostgreSQL database of this API (undefined on PGlite), for a second instance on it. */
  databaseUrl: string | undefined;
  /** Stops the server and the runtime but keeps the database, for `restartTestApi`. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

interface Storage {
  dataDir: string;
  postgres: { url: string; drop(): Promise<void> } | null;
  env: Record<string, string | undefined>;
}

/**
 * Starts the real API on a real database over real HTTP: PGlite in a temporary directory, or a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function startTestApi(overrides: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  // Copies of the run's migrated template (tests/api/global-setup.ts), not a migration each.
  const postgres = process.env.TEST_DATABASE_URL
    ? await freshPostgresFromTemplate(process.env.TEST_DATABASE_URL)
    : null;
  if (!postgres) await copyPgliteTemplate(dataDir);
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url,
    DEMO_DATA: 'off',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    JWT_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'test',
    ...overrides,
  };
  return serveTestApi({ dataDir, postgres, env });
}

/** An API signed in as the administrator: `token` is the admin's access token. */
export interface AdminApi {
  api: TestApi;
  token: string;
}

/**
 * The usual start of an API test file: one API for the whole file, started before its tests and
 * closed after them, with the administrator signed in. `ready` receives both (and may arrange
 * the rows the file's tests share); `overrides` are environment variables for the API.
 */
export function adminApiPerFile(
  ready: (started: AdminApi) => void | Promise<void>,
  overrides: Record<string, string> = {},
): void {
  apiPerFile(async (api) => ready({ api, token: (await login(api)).token }), overrides);
}

/** One API for the whole test file, without signing in (`adminApiPerFile` signs in). */
export function apiPerFile(
  ready: (api: TestApi) => void | Promise<void>,
  overrides: Record<string, string> = {},
): void {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(overrides);
    await ready(api);
  });
  afterAll(async () => {
    await api?.close();
  });
}

/** Starts the API again on the same database and secret (a server restart), with `overrides`. */
export async function restartTestApi(
  previous: TestApi,
  overrides: Record<string, string> = {},
): Promise<TestApi> {
  await previous.stop();
  const next = await serveTestApi({
    ...storages.get(previous),
    env: { ...storages.get(previous)?.env, ...overrides },
  });
  // Both share one database: closing the old handle (a file's afterAll) closes the new one.
  previous.close = () => next.close();
  return next;
}

const storages = new WeakMap<TestApi, Storage>();

async function serveTestApi(storage: Partial<Storage>): Promise<TestApi> {
  const { dataDir = '', postgres = null, env: raw = {} } = storage;
  const env = parseEnv(raw);
  const runtime = await startApiRuntime(env);
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    fetch: (request) => runtime.fetch(request),
  });
  await server.ready();
  const address = server.url ?? '';
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close(true);
    await runtime.close();
  };
  const api: TestApi = {
    url: `${address.replace(/\/$/, '')}/api`,
    runtime,
    dataDir,
    databaseKind: runtime.database.kind,
    databaseUrl: env.DATABASE_URL,
    stop,
    close: async () => {
      await stop();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  storages.set(api, { dataDir, postgres, env: raw });
  return api;
}

/** Another administrator account on the API's database (as `npm run admin:create` would). */
export async function createAdmin(api: TestApi, email: string, password: string): Promise<void> {
  await ensureAdminPassword(api.runtime.database.db, email, password);
}

/** `token`, an access token of this API, as it will be once past its lifetime (no waiting). */
export async function expire(api: TestApi, token: string): Promise<string> {
  const secret = storages.get(api)?.env.JWT_SECRET;
  if (!secret) throw new Error('expire: no JWT_SECRET known for this API');
  return expiredCopy(token, secret);
}

/** Signs in (as the test admin unless told) and returns the token pair. */
export async function login(
  api: TestApi,
  credentials: { email: string; password: string } = admin,
  headers: Record<string, string> = {},
): Promise<{ token: string; refreshToken: string }> {
  const response = await fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200)
    throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const body: unknown = await response.json();
  if (
    body &&
    typeof body === 'object' &&
    'token' in body &&
    'refreshToken' in body &&
    typeof body.token === 'string' &&
    typeof body.refreshToken === 'string'
  ) {
    return { token: body.token, refreshToken: body.refreshToken };
  }
  throw new Error('login answered without tokens');
}
