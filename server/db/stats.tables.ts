/**
 * First-party statistics (issue 38, docs/decisions/035); re-exported by tables.ts. Raw events are
 * kept STATS_RAW_DAYS, the daily and hourly rollups for ever. No table holds an address: a visitor
 * is a 64-bit hash of (daily salt, address, User-Agent, site) computed at ingestion.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One event, as ingested (written in bulk by each instance's buffer). */
export const statsEvents = pgTable(
  'stats_events',
  {
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    kind: text('kind', {
      enum: ['view', 'open', 'whatsapp', 'phone', 'pdf', 'contact', 'search'],
    }).notNull(),
    visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
    path: text('path').notNull().default(''),
    route: text('route').notNull().default(''),
    title: text('title'),
    /** Host of an outside referrer (views only). */
    referrer: text('referrer'),
    utm_source: text('utm_source'),
    utm_medium: text('utm_medium'),
    utm_campaign: text('utm_campaign'),
    device: text('device'),
    browser: text('browser'),
    not_found: boolean('not_found').notNull().default(false),
    product_id: integer('product_id'),
    button: text('button'),
    term: text('term'),
    filters: text('filters'),
    results: integer('results'),
  },
  (table) => [
    index('stats_events_at_idx').on(table.at),
    check(
      'stats_events_kind',
      sql`${table.kind} IN ('view', 'open', 'whatsapp', 'phone', 'pdf', 'contact', 'search')`,
    ),
  ],
);

/**
 * The salt of each Tunis day, shared by every instance: the first to need a day's salt inserts
 * it. Kept at most 48 hours (deleted by the statistics upkeep).
 */
export const statsSalts = pgTable('stats_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The Tunis days already rolled up: inserting a day claims its rollup (one instance only), in the
 * same transaction as the rollup's rows.
 */
export const statsRollupDays = pgTable('stats_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolled_at: timestamp('rolled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  events: bigint('events', { mode: 'number' }).notNull(),
});

/** The counters of a rollup row (all default 0; each dimension uses those that mean something). */
const counters = {
  views: integer('views').notNull().default(0),
  visitors: integer('visitors').notNull().default(0),
  visits: integer('visits').notNull().default(0),
  bounces: integer('bounces').notNull().default(0),
  duration_s: bigint('duration_s', { mode: 'number' }).notNull().default(0),
  opens: integer('opens').notNull().default(0),
  whatsapp: integer('whatsapp').notNull().default(0),
  phone: integer('phone').notNull().default(0),
  pdf: integer('pdf').notNull().default(0),
  contact: integer('contact').notNull().default(0),
  searches: integer('searches').notNull().default(0),
  empty_searches: integer('empty_searches').notNull().default(0),
  results: bigint('results', { mode: 'number' }).notNull().default(0),
};

/**
 * One row per (dimension, Tunis day, key, detail): `total` (key ''), `page` (path, label = title),
 * `entry`, `exit`, `referrer` (host), `campaign` (source|medium|campaign), `device`, `browser`,
 * `product` (id), `search` (term), `not_found` (path, detail = referrer host), `button`.
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    dim: text('dim').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    detail: text('detail').notNull().default(''),
    label: text('label'),
    ...counters,
  },
  (table) => [primaryKey({ columns: [table.dim, table.day, table.key, table.detail] })],
);

/** Totals per hour (the chart of a day and the conversions over time). */
export const statsHourly = pgTable('stats_hourly', {
  hour: timestamp('hour', { withTimezone: true, mode: 'date' }).primaryKey(),
  ...counters,
});

/** Events an instance dropped because its buffer was full, per hour (shown in the dashboard). */
export const statsDrops = pgTable('stats_drops', {
  hour: timestamp('hour', { withTimezone: true, mode: 'date' }).primaryKey(),
  events: bigint('events', { mode: 'number' }).notNull(),
});

/** The days whose old raw events were purged: inserting a day claims its purge (one instance). */
export const statsPurges = pgTable('stats_purges', {
  day: date('day', { mode: 'string' }).primaryKey(),
  purged_at: timestamp('purged_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  events: bigint('events', { mode: 'number' }).notNull(),
});
