/**
 * `npm run bench:limits`: what the database-backed login limiter adds to a login attempt
 * (docs/decisions/016). On PGlite — and on a fresh PostgreSQL database when BENCH_DATABASE_URL is
 * set — with 20,000 live counters in limit_counters, it times in process, in turns:
 * - check + recordFailure (a wrong password: one read, then one statement for three counters),
 * - check + recordSuccess (a right password: one read, then one delete),
 * - the contact form's consume (one statement),
 * 300 warm-up rounds then 3,000 measured, one call at a time. Writes bench/results/limits.md.
 */
import { cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { createDatabaseLoginLimiter } from '#server/api/auth/login-limiter.ts';
import { createRateLimit } from '#server/api/auth/throttle.ts';
import { openDatabase } from '#server/db/connection.ts';
import { onBothDatabases } from './bench/prepare.ts';
import { writeResults } from './bench/report.ts';
import { planText, type Timing, timeInTurns } from './bench/timing.ts';

const liveCounters = 20_000;
const warmUps = 300;
const runs = 3_000;

async function measure(label: string, dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  const { db } = database;
  // Live counters of other clients, addresses and accounts (an attack under way elsewhere).
  const until = Date.now() + 3_600_000;
  await db.execute(
    sql`INSERT INTO limit_counters (scope, key, failures, last_failure_at, expires_at)
        SELECT (ARRAY['login-client', 'login-address', 'login-account', 'contact'])[1 + n % 4],
          'other-' || n, ARRAY[${Date.now()}::bigint], ${Date.now()}::bigint, ${until}::bigint
        FROM generate_series(1, ${liveCounters}) AS n`,
  );
  await db.execute(sql`ANALYZE limit_counters`);
  const limiter = createDatabaseLoginLimiter(db);
  const contact = createRateLimit(db, 'contact', {
    maxFailures: 5,
    windowMs: 600_000,
    lockMs: 600_000,
    maxLockMs: 600_000,
  });
  // Every round a different client address, so that each round's counters are real upserts
  // (on a growing table) and the addresses' budgets lock now and then as in an attack.
  const address = (round: number) => `198.51.${Math.floor(round / 250) % 250}.${round % 250}`;
  const none: Timing = { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN };
  const [failure = none, success = none, consume = none] = await timeInTurns(
    [
      async (round) => {
        await limiter.check('victim@test.tn', address(round));
        await limiter.recordFailure('victim@test.tn', address(round));
      },
      async (round) => {
        await limiter.check('owner@test.tn', address(round));
        await limiter.recordSuccess('owner@test.tn', address(round));
      },
      (round) => contact.consume(address(round)),
    ],
    { warmUps, runs },
  );
  const plan = await db.execute(
    sql`EXPLAIN SELECT scope, key, locked_until, last_failure_at FROM limit_counters
        WHERE (scope, key) IN (('login-client', '["victim@test.tn","198.51.0.1"]'),
          ('login-address', '198.51.0.1'), ('login-account', 'victim@test.tn'))
          AND expires_at > ${Date.now()}::bigint`,
  );
  await database.close();
  return { label, failure, success, consume, planText: planText(plan) };
}

const ms = (value: number) => value.toFixed(3);
const results = await onBothDatabases('limits', measure);

const row = (label: string, name: string, timing: Timing) =>
  `| ${label} | ${name} | ${ms(timing.p50)} | ${ms(timing.p95)} | ${ms(timing.p99)} |`;
const table = [
  '# Login limiter cost (npm run bench:limits)',
  '',
  `Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores (shared, unpinned).`,
  `In process, one call at a time, the three timed in turns, ${runs} each after ${warmUps} warm-ups;`,
  `${liveCounters} live counters of others in limit_counters; a new client address every round.`,
  'Milliseconds added to a login attempt (the password hash is not in these numbers).',
  '',
  '| database | work | p50 | p95 | p99 |',
  '| --- | --- | --- | --- | --- |',
  ...results.flatMap((result) => [
    row(result.label, 'check + recordFailure (wrong password)', result.failure),
    row(result.label, 'check + recordSuccess (right password)', result.success),
    row(result.label, 'contact consume', result.consume),
  ]),
  '',
  'Target (issue 22): at most 5 ms p95 added per login attempt. The check reads the three counters',
  'by primary key; recordFailure is one INSERT … ON CONFLICT DO UPDATE for the three; the sweep of',
  'expired counters (at most 500, once a minute) falls on one of the measured calls now and then.',
  'Query plans of the check:',
  '',
  ...results.flatMap((result) => [`${result.label}:`, '', '```', result.planText, '```', '']),
].join('\n');
await writeResults('limits.md', table);
