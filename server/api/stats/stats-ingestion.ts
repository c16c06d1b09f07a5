import { statsIngestion } from '#config';
import type { Database } from '#server/db/connection.ts';
import {
  addStatsDrops,
  ensureStatsSalt,
  insertStatsEvents,
  type StatsEventRow,
} from '#server/db/repositories/stats-ingest.repository.ts';
import { AddressBuckets } from '#server/http/address-buckets.ts';
import type { CollectBeacon } from '#server/http/beacon-call.ts';
import { log } from '#server/log/logger.ts';
import { siteMetrics } from '#server/metrics/metrics.ts';
import { createBeaconCollector } from './collect-beacon.ts';
import { createEventBuffer, type EventBuffer } from './event-buffer.ts';
import { createDailySalts, type DailySalts } from './visitor-id.ts';

/** What `POST /api/stats/events` works with, one per instance (absent parts when STATS=off). */
export interface StatsIngestion {
  /** STATS=on: off answers every beacon 204 and does nothing else. */
  enabled: boolean;
  /** SITE_URL's host: part of the visitor's hash, and never an outside referrer. */
  siteHost: string;
  salts: DailySalts;
  /** The flood limit per address (app.config.ts `statsIngestion.perAddress`, STATS_EVENTS_PER_MINUTE). */
  buckets: AddressBuckets;
  buffer: EventBuffer<StatsEventRow>;
  /** Answers one beacon (collect-beacon.ts): the API's route and the front's fast path. */
  collect: CollectBeacon;
  /** Writes what is left (a graceful stop). */
  close(): Promise<void>;
}

export interface StatsIngestionOptions {
  db: Database;
  enabled: boolean;
  siteUrl: string;
  /** Events one address may send a minute (STATS_EVENTS_PER_MINUTE; a burst of twice that). */
  perAddressPerMinute?: number;
  /** Whether a session cookie's token was signed by this API (staff are not counted). */
  isStaffToken: (token: string) => boolean;
  now?: () => number;
}

export function createStatsIngestion(options: StatsIngestionOptions): StatsIngestion {
  const { db, now = Date.now } = options;
  const buffer = createEventBuffer<StatsEventRow>({
    ...statsIngestion.buffer,
    write: (rows) => insertStatsEvents(db, rows),
    addDrops: (drops) => addStatsDrops(db, drops),
    onDrop: (events) => siteMetrics().statsDropped.inc(events),
    onError: (error) =>
      log().warn({ event: 'stats.write-failed', err: error }, 'statistics events not written yet'),
    now,
  });
  const ingestion: Omit<StatsIngestion, 'collect'> = {
    enabled: options.enabled,
    siteHost: new URL(options.siteUrl).host,
    salts: createDailySalts({ ensure: (day, salt) => ensureStatsSalt(db, day, salt), now }),
    buckets: new AddressBuckets(
      options.perAddressPerMinute === undefined
        ? statsIngestion.perAddress
        : {
            ...statsIngestion.perAddress,
            perMinute: options.perAddressPerMinute,
            burst: 2 * options.perAddressPerMinute,
          },
    ),
    buffer,
    close: () => buffer.close(),
  };
  return { ...ingestion, collect: createBeaconCollector(ingestion, options.isStaffToken) };
}
