/**
 * The server's environment (README "Environment variables"): parsed once with valibot, and a bad
 * value stops the server with a message naming every faulty variable. Imported as `#env` by
 * server code only; the site's constants are in app.config.ts (`#config`), which imports nothing
 * of the project, so the pure domain can use them.
 */
import * as v from 'valibot';
import {
  newPasswordSchema,
  passwordMaxLength,
  passwordMinLength,
} from './domain/password-policy.ts';
import { BackupEnvEntries } from './server/env/backup-env.ts';
import { MailEnvEntries, mailEnvProblems } from './server/env/mail-env.ts';
import { RentalEnvEntries } from './server/env/rental-env.ts';
import { StatsEnvEntries } from './server/env/stats-env.ts';

const Port = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer('PORT must be an integer'),
  v.minValue(1, 'PORT must be between 1 and 65535'),
  v.maxValue(65_535, 'PORT must be between 1 and 65535'),
);
const HttpUrl = (name: string) =>
  v.pipe(
    v.string(),
    v.url(`${name} must be an absolute URL (e.g. https://www.example.tn)`),
    v.regex(/^https?:\/\//, `${name} must start with http:// or https://`),
    v.transform((url) => url.replace(/\/+$/, '')),
  );

const Seconds = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number of seconds`),
    v.transform(Number),
    v.minValue(1, `${name} must be at least 1 second`),
  );

const proxyAddress = /^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/i;
const trustProxyMessage =
  'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses';
const TrustProxySetting = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) =>
      /^(true|false|\d{1,2})$/.test(value) ||
      value.split(',').every((entry) => proxyAddress.test(entry.trim())),
    trustProxyMessage,
  ),
  v.transform((value): number | string[] => {
    if (value === 'false') return 0;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  }),
);
/** Hops to trust, or the proxies' addresses (0: the socket's address is the visitor's). */
export type TrustProxy = v.InferOutput<typeof TrustProxySetting>;

/** The server's environment, parsed once. Empty strings count as unset. */
/** What LOG_LEVEL may say (server/log), most to least severe. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const EnvSchema = v.object({
  PORT: v.optional(Port, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  SITE_URL: v.optional(HttpUrl('SITE_URL')),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
    ),
  ),
  API_BASE_URL: v.optional(HttpUrl('API_BASE_URL')),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  /** First administrator, created or updated at start. */
  ADMIN_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('ADMIN_EMAIL must be an e-mail address')),
  ),
  ADMIN_PASSWORD: v.optional(
    newPasswordSchema({
      required: 'ADMIN_PASSWORD must be text',
      tooShort: `ADMIN_PASSWORD must be at least ${passwordMinLength} characters`,
      tooLong: `ADMIN_PASSWORD must be at most ${passwordMaxLength} characters`,
    }),
  ),
  /** HS256 secret for access tokens; when unset, one is generated and kept in the database. */
  JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters')),
  ),
  ACCESS_TOKEN_TTL: v.optional(Seconds('ACCESS_TOKEN_TTL'), '900'),
  /** Idle lifetime of a session: each refresh (every ACCESS_TOKEN_TTL of use) extends it. */
  REFRESH_TOKEN_TTL: v.optional(Seconds('REFRESH_TOKEN_TTL'), String(7 * 24 * 3600)),
  /** Absolute lifetime of a session (ASVS 5.0 §7.3.2): signed in again after it, however active. */
  SESSION_MAX_AGE: v.optional(Seconds('SESSION_MAX_AGE'), String(30 * 24 * 3600)),
  /**
   * Reverse proxies in front of the server, for the visitor's address (X-Forwarded-For read from
   * the right): false/0 none, true/1 one, N that many hops, or a comma-separated list of proxy
   * addresses and CIDR ranges (server/http/client-address.ts).
   */
  TRUST_PROXY: v.optional(TrustProxySetting, 'false'),
  /**
   * Whether search engines may index the site (robots.txt). auto: only a production server on a
   * real host (not localhost); on: always (e.g. to audit SEO locally); off: never (a staging copy).
   */
  INDEXING: v.optional(
    v.picklist(['auto', 'on', 'off'], 'INDEXING must be auto, on or off'),
    'auto',
  ),
  /**
   * GET /metrics (Prometheus) on the site's port answers only with `Authorization: Bearer
   * <METRICS_TOKEN>`; unset, the path is the site's (404). server/metrics.
   */
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters')),
  ),
  /** What the JSON log lines on stdout include (server/log): `info` is one line per request. */
  LOG_LEVEL: v.optional(v.picklist(logLevels, `LOG_LEVEL must be ${logLevels.join(', ')}`), 'info'),
  /** GET /metrics without a token on a port of its own (a private network's scraper). */
  METRICS_PORT: v.optional(Port),
  /** on: anonymous public pages are served from memory once rendered (docs/decisions/009). */
  PAGE_CACHE: v.optional(v.picklist(['on', 'off'], 'PAGE_CACHE must be on or off'), 'on'),
  /**
   * on: load the demo data at start into a database without content; off: never. Unset: on for a
   * new embedded database, off with DATABASE_URL (server/seed/demo-choice.ts).
   */
  DEMO_DATA: v.optional(v.picklist(['on', 'off'], 'DEMO_DATA must be on or off')),
  /** The older name of DEMO_DATA: `never` is DEMO_DATA=off. */
  SEED_DEMO: v.optional(v.picklist(['auto', 'never'], 'SEED_DEMO must be auto or never')),
  /** NOTIFY_EMAIL and SMTP_*: the e-mail sent for each new contact request (server/mail). */
  ...MailEnvEntries,
  /** BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP: the server's scheduled backups (server/backup). */
  ...BackupEnvEntries,
  ...StatsEnvEntries,
  ...RentalEnvEntries,
});

export type Env = Omit<v.InferOutput<typeof EnvSchema>, 'SITE_URL'> & { SITE_URL: string };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment record; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? '(environment)';
      return `  - ${key}: ${issue.message}`;
    });
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = result.output;
  const problems = mailEnvProblems(env);
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
    problems.unshift('ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  }
  if (problems.length > 0) {
    throw new EnvError(
      `Invalid environment variables:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
  return { ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` };
}

let cachedEnv: Env | undefined;

/** The process environment, parsed on first use (server only). */
export function getEnv(): Env {
  cachedEnv ??= parseEnv(process.env);
  return cachedEnv;
}
