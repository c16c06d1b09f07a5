import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '#config';
import type { Env } from '#env';
import { scheduleBackups } from '#server/backup/backup-schedule.ts';
import { createBackups } from '#server/backup/backup-service.ts';
import { listenForBackups, refuseSecondServer } from '#server/backup/control-socket.ts';
import { log } from '#server/log/logger.ts';
import { provideMetrics } from '#server/metrics/metrics.ts';
import { type DemoChoice, demoDataChoice } from '#server/seed/demo-choice.ts';
import { type DatabaseHandle, openDatabase } from '../db/connection.ts';
import { nextScheduledPublication } from '../db/repositories/articles.repository.ts';
import { ensureSetting } from '../db/repositories/auth.repository.ts';
import { keepEmbeddedDatabaseTidy } from '../events/embedded-upkeep.ts';
import { shareContentChanges } from '../events/postgres-notify.ts';
import { watchScheduledPublications } from '../events/publication-schedule.ts';
import { createAddressResolver } from '../http/client-address.ts';
import { processStopOwned } from '../http/graceful-stop.ts';
import { trackInFlight } from '../http/in-flight.ts';
import { securityOptions, trustedOrigins } from '../http/security-options.ts';
import { createContactNotifier } from '../mail/contact-notifier.ts';
import { createSmtpMailer, smtpSettings } from '../mail/mailer.ts';
import type { ImageStorage } from '../storage/image-storage.ts';
import { openImageStore } from '../storage/open-image-store.ts';
import { type Api, createApi } from './app.ts';
import { applyEnvironmentAdminPassword } from './auth/admin-account.ts';
import { createDatabaseLoginLimiter } from './auth/login-limiter.ts';
import { createRateLimit, publicFormRate } from './auth/throttle.ts';
import { isSignedByUs } from './auth/tokens.ts';
import { startRentals } from './rentals/rentals-runtime.ts';
import type { StatsIngestion } from './stats/stats-ingestion.ts';
import { startStats } from './stats/stats-runtime.ts';
import { purgeExpiredTrash } from './trash/trash-purge.ts';
import { scheduleTrashPurge } from './trash/trash-schedule.ts';

export interface ApiRuntime {
  api: Api;
  /** The API's routes (`/api/crud/products/:id`…): the route label of GET /metrics. */
  routes: readonly { method: string; path: string }[];
  /** Answers a request with the API, counted so that `close` lets it finish first. */
  fetch(request: Request, bindings?: object): Promise<Response>;
  /** Resolves once no request is being answered (bounded: a stuck one does not hold it). */
  idle(): Promise<void>;
  /** This instance is stopping: GET /api/health/ready answers 503 from now on. */
  beginDrain(): void;
  database: DatabaseHandle;
  /** This instance's statistics' ingestion: the front's beacons, tests and benchmarks. */
  stats: StatsIngestion;
  /** Whether an access token carries this API's signature (expired or not; no database read). */
  isSignedByUs(token: string): boolean;
  close(): Promise<void>;
}

/**
 * Loads the demo data when the start's choice says so (issue 36 §9) and the database holds no
 * content yet (staff accounts do not count: an ADMIN_EMAIL account may come first). The demo
 * administrator comes too only when no account exists and ADMIN_EMAIL names none.
 */
async function loadDemoIfChosen(
  env: Env,
  database: DatabaseHandle,
  storage: ImageStorage,
  choice: DemoChoice,
) {
  if (!choice.load) {
    log().info({ event: 'demo-data.skipped', reason: choice.reason }, 'demo data not loaded');
    return;
  }
  // Loaded on demand: the demo content is large and most starts do not need it.
  const { seedDemoIfEmpty } = await import('../seed/seed-demo.ts');
  const loaded = await seedDemoIfEmpty(database.db, storage, { withDemoAdmin: !env.ADMIN_EMAIL });
  if (!loaded) {
    log().info(
      { event: 'demo-data.skipped', reason: 'the database already holds content' },
      'demo data not loaded',
    );
  }
}

/**
 * A new embedded database is created, migrated and seeded in a worker of its own, closed before
 * the one that serves opens (issue 34 §5, docs/decisions/029): creating it touches about 1 GB of
 * PGlite's WebAssembly memory, which a WebAssembly memory never gives back while its worker lives
 * (`npm run bench:memory`: 1,051 MB resident after a first start, against 472 MB for a server
 * opening the same data).
 */
async function prepareNewEmbeddedDatabase(env: Env, choice: DemoChoice): Promise<void> {
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  try {
    const { storage } = await openImageStore(database, env.DATA_DIR);
    await loadDemoIfChosen(env, database, storage, choice);
  } finally {
    await database.close();
  }
}

/** Opens the database (migrating it), prepares storage, secrets and the first admin, then builds the API. */
export async function startApiRuntime(env: Env): Promise<ApiRuntime> {
  if (!env.DATABASE_URL) await refuseSecondServer(env.DATA_DIR);
  const newEmbedded = !env.DATABASE_URL && !existsSync(join(env.DATA_DIR, 'pglite', 'PG_VERSION'));
  const demo = demoDataChoice(env);
  if (newEmbedded) await prepareNewEmbeddedDatabase(env, demo);
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  // Files in DATA_DIR on the embedded database, PostgreSQL blobs with DATABASE_URL (decision 017).
  const { storage, variants } = await openImageStore(database, env.DATA_DIR);
  const jwtSecret =
    env.JWT_SECRET ??
    (await ensureSetting(database.db, 'jwt_secret', randomBytes(48).toString('base64url')));
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    // A new ADMIN_PASSWORD ends the account's sessions; the same one changes nothing, not even a
    // password changed since in the back-office.
    await applyEnvironmentAdminPassword(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  }
  // A new embedded database got its demo above (in a worker of its own).
  if (!newEmbedded) await loadDemoIfChosen(env, database, storage, demo);
  let draining = false;
  const smtp = smtpSettings(env, `"${site.name}" <${site.email}>`);
  const mailer = smtp ? createSmtpMailer(smtp) : null;
  // Statistics (issue 38): this instance's buffer, the rollups and the purge.
  const stats = startStats({
    env,
    db: database.db,
    isStaffToken: (token) => isSignedByUs(token, jwtSecret, env.REFRESH_TOKEN_TTL),
  });
  const rentals = startRentals({ env, db: database.db, mailer });
  const api = createApi({
    db: database.db,
    storage,
    imageVariants: variants,
    config: {
      jwtSecret,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL,
      sessionMaxAgeSeconds: env.SESSION_MAX_AGE,
      addressOf: createAddressResolver(env.TRUST_PROXY),
      securityPolicy: securityOptions(env),
      trustedOrigins: trustedOrigins(env),
    },
    throttles: {
      // Per client, per address, and a much higher per-account ceiling (docs/decisions/010), in
      // the database so that every instance counts the same failures (docs/decisions/016).
      login: createDatabaseLoginLimiter(database.db),
      // Contact form: 5 requests per address, then 10 minutes of rest (docs/decisions/006).
      contact: createRateLimit(database.db, 'contact', publicFormRate),
    },
    notifyContact:
      mailer && env.NOTIFY_EMAIL
        ? createContactNotifier({
            mailer,
            to: env.NOTIFY_EMAIL,
            dashboardUrl: `${env.SITE_URL}/dashboard/demandes-contact`,
          })
        : undefined,
    isDraining: () => draining,
    stats: stats.ingestion,
    rentals: rentals.deps,
  });
  // Content changes: other instances on the same PostgreSQL hear of this one's writes (and it of
  // theirs); an article published with a future date is announced when the date comes.
  const sharing = env.DATABASE_URL
    ? shareContentChanges({ databaseUrl: env.DATABASE_URL, db: database.db })
    : undefined;
  // PGlite has no autovacuum: statistics and all-visible pages for the list walks (decision 012).
  const stopUpkeep =
    database.kind === 'pglite' ? keepEmbeddedDatabaseTidy(database.db) : async () => undefined;
  const stopSchedule = watchScheduledPublications({
    nextPublication: (after) => nextScheduledPublication(database.db, after),
    // On PostgreSQL, one instance announces each publication to all (issue 22).
    claim: sharing?.claimScheduled,
  });
  // Items in the Corbeille past limits.trashDays: one instance purges them (docs/decisions/021).
  const stopPurge = scheduleTrashPurge({
    purge: () => purgeExpiredTrash(database.db, { now: new Date() }),
  });
  // Backups (issue 35 §1): `npm run backup` asks this process when it holds the embedded
  // database; BACKUP_DIR schedules them, one instance taking each period's.
  const backups = createBackups({ database, dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  const stopListening =
    database.kind === 'pglite'
      ? await listenForBackups(env.DATA_DIR, backups.manual)
      : async () => undefined;
  const backupDir = env.BACKUP_DIR;
  const stopBackups = backupDir
    ? scheduleBackups({
        everyMs: env.BACKUP_EVERY,
        backup: (slot) => backups.scheduled(slot, backupDir, env.BACKUP_KEEP),
      })
    : async () => undefined;
  const requests = trackInFlight((request: Request, bindings?: object) =>
    Promise.resolve(api.fetch(request, bindings)),
  );
  provideMetrics({ database: () => database.connections() });
  return {
    api,
    routes: api.routes.map(({ method, path }) => ({ method, path })),
    fetch: requests.handle,
    idle: () => requests.idle(),
    beginDrain: () => {
      draining = true;
    },
    database,
    stats: stats.ingestion,
    isSignedByUs: (token) => isSignedByUs(token, jwtSecret, env.REFRESH_TOKEN_TTL),
    close: async () => {
      // Requests under way (one whose caller left still cleans up) finish before the database goes.
      await requests.idle();
      await stats.close();
      await rentals.close();
      await stopUpkeep();
      stopSchedule();
      await stopPurge();
      await stopListening();
      await stopBackups();
      mailer?.close();
      await sharing?.stop();
      await database.close();
    },
  };
}

declare global {
  var __apiRuntime: Promise<ApiRuntime> | undefined;
}

/**
 * One runtime per process (PGlite allows a single instance per data directory); kept on
 * globalThis so development hot reloads reuse it. Closed on SIGTERM/SIGINT so the process exits,
 * unless the entry script owns the stop (server/http/graceful-stop.ts: it drains first).
 */
export function getApiRuntime(env: Env): Promise<ApiRuntime> {
  if (!globalThis.__apiRuntime) {
    const runtime = startApiRuntime(env);
    globalThis.__apiRuntime = runtime;
    runtime.catch(() => {
      globalThis.__apiRuntime = undefined;
    });
    if (!processStopOwned()) {
      const shutdown = async () => {
        await (await runtime).close().catch(() => undefined);
        process.exit(0);
      };
      process.once('SIGTERM', shutdown);
      process.once('SIGINT', shutdown);
    }
  }
  return globalThis.__apiRuntime;
}
