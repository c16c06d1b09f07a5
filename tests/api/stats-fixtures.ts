/**
 * Raw statistics events written straight into stats_events (issue 38), with chosen visitors and
 * Tunis times, as the ingestion's buffer would have written them: the report and rollup tests
 * start from known events, independently of the beacon.
 */
import { addDays, tunisDay, tunisMidnight } from '#domain/tunis-time.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/connection.ts';
import { statsEvents } from '#server/db/tables.ts';
import type { TestApi } from './harness.ts';

export type RawEvent = typeof statsEvents.$inferInsert;

/** The instant of `HH:MM` (Tunis) on `day`. */
export const tunisTime = (day: string, clock: string): Date => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return new Date(tunisMidnight(day).getTime() + (hours * 60 + minutes) * 60_000);
};

/** A view of `path` by `visitor` at `HH:MM` on `day` (route = path unless given). */
export const view = (
  visitor: number,
  day: string,
  clock: string,
  path: string,
  extra: Partial<RawEvent> = {},
): RawEvent => ({
  at: tunisTime(day, clock),
  kind: 'view',
  visitor: BigInt(visitor),
  path,
  route: path,
  ...extra,
});

/** Any other event of `visitor` at `HH:MM` on `day`. */
export const event = (
  kind: RawEvent['kind'],
  visitor: number,
  day: string,
  clock: string,
  extra: Partial<RawEvent> = {},
): RawEvent => ({ at: tunisTime(day, clock), kind, visitor: BigInt(visitor), ...extra });

export async function insertEvents(api: TestApi, events: RawEvent[]): Promise<void> {
  await api.runtime.database.db.insert(statsEvents).values(events);
}

/** Today (Tunis) and `n` days before. */
export const daysAgo = (n: number, now = new Date()) => addDays(tunisDay(now), -n);

/**
 * Another connection to the API's database, as a second instance would hold: its own pool on
 * PostgreSQL; on PGlite (one process per data directory) the runtime's own handle.
 */
export async function secondHandle(api: TestApi): Promise<DatabaseHandle> {
  if (!api.databaseUrl) return { ...api.runtime.database, close: async () => undefined };
  return openDatabase({ dataDir: api.dataDir, databaseUrl: api.databaseUrl, migrate: false });
}
