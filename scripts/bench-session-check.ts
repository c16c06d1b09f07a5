/**
 * `npm run bench:session-check`: what checking the session on every authenticated request costs
 * (docs/decisions/010). On PGlite — and on a fresh PostgreSQL database when BENCH_DATABASE_URL is
 * set — with 5,000 sessions in auth_sessions (a fifth of them revoked), it times in process:
 * - the JWT verification alone (what an authenticated request cost before),
 * - the session lookup the API adds (one primary-key query joined to admin_users, with the
 *   account's two-factor row and the site's "two-factor required" setting, issue 23),
 * - both together, i.e. `authenticate` as the API runs it,
 * 300 warm-up calls then 3,000 measured, one at a time. Writes bench/results/session-check-latest.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { authenticate } from '#server/api/auth/session-check.ts';
import { signAccessToken, verifyAccessToken } from '#server/api/auth/tokens.ts';
import { openDatabase } from '#server/db/connection.ts';
import { upsertAdmin } from '#server/db/repositories/auth.repository.ts';
import { findActiveSession } from '#server/db/repositories/sessions.repository.ts';
import { requireTwoFactorKey } from '#server/db/repositories/two-factor.repository.ts';
import { appSettings, authSessions, staffTwoFactor } from '#server/db/tables.ts';
import { onBothDatabases } from './bench/prepare.ts';
import { writeResults } from './bench/report.ts';
import { planText, type Timing, timeInTurns } from './bench/timing.ts';

const sessionCount = 5_000;
const warmUps = 300;
const runs = 3_000;

async function measure(label: string, dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  const user = await upsertAdmin(database.db, 'bench@test.tn', 'not-a-real-hash');
  const ids = Array.from({ length: sessionCount }, () => randomUUID());
  for (let start = 0; start < ids.length; start += 500) {
    await database.db.insert(authSessions).values(
      ids.slice(start, start + 500).map((id, index) => ({
        id,
        user_id: user.id,
        user_agent: 'Mozilla/5.0 (bench)',
        ip: '192.0.2.1',
        revoked_at: index % 5 === 0 ? new Date() : null,
      })),
    );
  }
  // The account signs in with a second factor and the site requires it: every probe finds a row.
  await database.db
    .insert(staffTwoFactor)
    .values({ user_id: user.id, secret: 'v1.sealed', enabled_at: new Date() });
  await database.db.insert(appSettings).values({ key: requireTwoFactorKey, value: 'true' });
  const sessionId = ids[1] ?? '';
  const secret = randomBytes(32).toString('hex');
  const token = await signAccessToken(
    { userId: user.id, email: user.email, sessionId },
    secret,
    900,
  );
  const deps = {
    db: database.db,
    config: { jwtSecret: secret, sessionMaxAgeSeconds: 30 * 86_400 },
  };
  const none: Timing = { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN };
  const [jwt = none, lookup = none, full = none] = await timeInTurns(
    [
      () => verifyAccessToken(token, secret),
      () => findActiveSession(database.db, sessionId, user.id, new Date(0)),
      () => authenticate(deps, token),
    ],
    { warmUps, runs },
  );
  const plan = await database.db.execute(
    sql`EXPLAIN SELECT a.email, s.last_seen_at, t.enabled_at IS NOT NULL,
          EXISTS (SELECT 1 FROM app_settings WHERE key = ${requireTwoFactorKey} AND value = 'true')
        FROM auth_sessions s JOIN admin_users a ON a.id = s.user_id
        LEFT JOIN staff_two_factor t ON t.user_id = s.user_id
        WHERE s.id = ${sessionId} AND s.user_id = ${user.id} AND s.revoked_at IS NULL
          AND a.active LIMIT 1`,
  );
  await database.close();
  return { label, jwt, lookup, full, planText: planText(plan) };
}

const ms = (value: number) => value.toFixed(3);
const rows = await onBothDatabases('session-check', measure);

const table = [
  '# Session check cost (npm run bench:session-check)',
  '',
  `Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores (shared, unpinned).`,
  `In process, one call at a time, the three timed in turns, ${runs} each after ${warmUps} warm-ups;`,
  `${sessionCount} sessions in auth_sessions (one in five revoked). Milliseconds.`,
  '',
  '| database | JWT verify p50 | p95 | session lookup p50 (added per request) | p95 | p99 | authenticate p50 | p95 |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (row) =>
      `| ${row.label} | ${ms(row.jwt.p50)} | ${ms(row.jwt.p95)} | ${ms(row.lookup.p50)} | ${ms(row.lookup.p95)} | ${ms(row.lookup.p99)} | ${ms(row.full.p50)} | ${ms(row.full.p95)} |`,
  ),
  '',
  'The lookup is `findActiveSession` (server/db/repositories/sessions.repository.ts): auth_sessions by',
  'primary key joined to admin_users by primary key, the two-factor row (left join) and the',
  '"two-factor required" setting (EXISTS) by primary key too, in one statement (issue 23).',
  'last_seen_at is written at most once a minute per session, so it is not in these numbers.',
  'Query plans:',
  '',
  ...rows.flatMap((row) => [`${row.label}:`, '', '```', row.planText, '```', '']),
].join('\n');
await writeResults('session-check-latest.md', table);
