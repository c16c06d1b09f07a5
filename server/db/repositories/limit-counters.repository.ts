import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../connection.ts';

/**
 * The failure counters behind the login limiter and the contact-form limit (limit_counters,
 * docs/decisions/016). Every update is one statement, atomic whatever the count of instances:
 * failures inside the window are kept, the new one appended; reaching `maxFailures` turns them
 * into a lock of `lockMs`, doubled at each lock-out up to `maxLockMs`. A row past `expires_at`
 * counts as none (its lock-outs are forgotten with it), as the in-memory counter pruned them.
 */
export interface CounterRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  maxLockMs: number;
}

export interface CounterKey {
  scope: string;
  key: string;
}

/** What a check reads of a counter: milliseconds since the epoch. */
export interface CounterState {
  lockedUntil: number;
  lastFailureAt: number;
}

const Rows = v.object({ rows: v.array(v.record(v.string(), v.unknown())) });
const StateRow = v.object({
  scope: v.string(),
  key: v.string(),
  locked_until: v.number(),
  last_failure_at: v.number(),
});
const LockRow = v.object({ locked_until: v.number() });

function rowsOf(result: unknown) {
  return v.parse(Rows, result).rows;
}

/** The upsert of one failure at `now` (no RETURNING, no condition: callers add them). */
function failureUpsert({ scope, key }: CounterKey, rule: CounterRule, now: number): SQL {
  // A first failure locks at once only under a rule of one failure.
  const locksAtOnce = rule.maxFailures <= 1;
  const firstLock = locksAtOnce ? now + Math.min(rule.lockMs, rule.maxLockMs) : 0;
  const firstExpiry = Math.max(firstLock, now + rule.windowMs);
  const failures = locksAtOnce ? sql`'{}'::bigint[]` : sql`ARRAY[${now}::bigint]`;
  // The row as it is when this statement got it (locked: the latest committed version).
  const lockouts = sql`CASE WHEN t.expires_at <= ${now}::bigint THEN 0 ELSE t.lockouts END`;
  // Computed in double precision (the exponent capped) so that no count of lock-outs overflows.
  const lock = sql`least(${rule.lockMs}::float8 * power(2, least(k.lockouts, 52)), ${rule.maxLockMs}::float8)::bigint`;
  return sql`INSERT INTO limit_counters AS t
      (scope, key, failures, last_failure_at, locked_until, lockouts, expires_at)
    VALUES (${scope}, ${key}, ${failures}, ${now}, ${firstLock}, ${locksAtOnce ? 1 : 0}, ${firstExpiry})
    ON CONFLICT (scope, key) DO UPDATE SET
      (failures, last_failure_at, locked_until, lockouts, expires_at) = (
        SELECT
          CASE WHEN k.locks THEN '{}'::bigint[] ELSE k.kept END,
          ${now}::bigint,
          CASE WHEN k.locks THEN ${now}::bigint + ${lock} ELSE t.locked_until END,
          k.lockouts + k.locks::int,
          greatest(CASE WHEN k.locks THEN ${now}::bigint + ${lock} ELSE t.locked_until END,
            ${now}::bigint + ${rule.windowMs}::bigint)
        FROM (
          SELECT kept, cardinality(kept) >= ${rule.maxFailures} AS locks, ${lockouts} AS lockouts
          FROM (
            SELECT array(
              SELECT f FROM unnest(t.failures) AS f WHERE f > ${now}::bigint - ${rule.windowMs}::bigint
            ) || ${now}::bigint AS kept
          ) AS window_failures
        ) AS k
      )`;
}

/** Counts one failure under each key, in one statement. */
export async function recordFailures(
  db: Database,
  counters: readonly (CounterKey & { rule: CounterRule })[],
  now: number,
): Promise<void> {
  const [last, ...others] = [...counters].reverse();
  if (!last) return;
  const ctes = others.map((counter, index) =>
    sql.join([sql.raw(`c${index} AS (`), failureUpsert(counter, counter.rule, now), sql`)`]),
  );
  const statement = failureUpsert(last, last.rule, now);
  await db.execute(
    ctes.length === 0
      ? statement
      : sql.join([sql`WITH `, sql.join(ctes, sql`, `), sql` `, statement]),
  );
}

/**
 * A rate limit's attempt: counted unless the key is locked. Returns 0 when counted, else the
 * milliseconds left (nothing counted). One statement; a second read only for a refusal.
 */
export async function consumeAttempt(
  db: Database,
  counter: CounterKey,
  rule: CounterRule,
  now: number,
): Promise<number> {
  const counted = rowsOf(
    await db.execute(
      sql.join([
        failureUpsert(counter, rule, now),
        sql` WHERE t.locked_until <= ${now}::bigint RETURNING 1 AS counted`,
      ]),
    ),
  );
  if (counted.length > 0) return 0;
  const [row] = rowsOf(
    await db.execute(
      sql`SELECT locked_until::float8 AS locked_until FROM limit_counters
          WHERE scope = ${counter.scope} AND key = ${counter.key}`,
    ),
  );
  // Locked a moment ago: at least a millisecond, so the caller still refuses.
  return Math.max(1, (row ? v.parse(LockRow, row).locked_until : now) - now);
}

/** The counters of these keys that are still worth something at `now`, by `scope\nkey`. */
export async function readCounters(
  db: Database,
  counters: readonly CounterKey[],
  now: number,
): Promise<Map<string, CounterState>> {
  if (counters.length === 0) return new Map();
  const wanted = sql.join(
    counters.map(({ scope, key }) => sql`(${scope}, ${key})`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(
      sql`SELECT scope, key, locked_until::float8 AS locked_until,
            last_failure_at::float8 AS last_failure_at
          FROM limit_counters WHERE (scope, key) IN (${wanted}) AND expires_at > ${now}::bigint`,
    ),
  );
  return new Map(
    rows.map((row) => {
      const state = v.parse(StateRow, row);
      return [
        counterId(state),
        { lockedUntil: state.locked_until, lastFailureAt: state.last_failure_at },
      ];
    }),
  );
}

export const counterId = ({ scope, key }: CounterKey) => `${scope}\n${key}`;

export async function forgetCounter(db: Database, { scope, key }: CounterKey): Promise<void> {
  await db.execute(sql`DELETE FROM limit_counters WHERE scope = ${scope} AND key = ${key}`);
}

/** Deletes at most `limit` expired counters (oldest first, through the index); returns how many. */
export async function deleteExpiredCounters(
  db: Database,
  now: number,
  limit: number,
): Promise<number> {
  const rows = rowsOf(
    await db.execute(
      sql`DELETE FROM limit_counters WHERE (scope, key) IN (
            SELECT scope, key FROM limit_counters WHERE expires_at <= ${now}::bigint
            ORDER BY expires_at LIMIT ${limit}
          ) RETURNING 1 AS deleted`,
    ),
  );
  return rows.length;
}
