/**
 * First-party statistics' settings (README "Environment variables", issue 38): spread into the
 * env schema of app.env.ts, so a bad value stops the server at start like any other variable.
 * valibot only: app.env.ts is also read by code bundled for the browser.
 */
import * as v from 'valibot';

export const StatsEnvEntries = {
  /** `off`: nothing is collected or stored, the beacon is not sent (docs/decisions/035). */
  STATS: v.optional(v.picklist(['on', 'off'], 'STATS must be on or off'), 'on'),
  /** Days raw events are kept before the daily purge; the rollups are kept for ever. */
  STATS_RAW_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'STATS_RAW_DAYS must be a whole number of days'),
      v.transform(Number),
      v.minValue(2, 'STATS_RAW_DAYS must be at least 2 days'),
    ),
    '90',
  ),
  /**
   * Events one address may send a minute, per instance (twice that in a burst); past it, 429.
   * Raise it when many visitors share one address (a mobile operator's NAT, a hospital's proxy).
   */
  STATS_EVENTS_PER_MINUTE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}$/, 'STATS_EVENTS_PER_MINUTE must be a whole number of events'),
      v.transform(Number),
      v.minValue(10, 'STATS_EVENTS_PER_MINUTE must be at least 10'),
    ),
    '120',
  ),
};
