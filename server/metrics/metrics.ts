import { counter, gauge, histogram } from './registry.ts';

// What an operator scrapes from GET /metrics (README "Operating", issue 35): every metric of the
// site, named and labelled once here. Labels are bounded: a route template, never an address.

/** A work lane's state, as `WorkLane.stats()` gives it (server/http/work-lanes.ts). */
export interface LaneCounts {
  active: number;
  queued: number;
  refused: Record<string, number>;
}

/** The database connections: PostgreSQL's pool, or the embedded database's one connection. */
export interface DatabaseCounts {
  inUse: number;
  idle: number;
  waiting: number;
}

/** Where the values read at each scrape come from: set by whoever owns them, once started. */
interface Sources {
  lanes?: () => Record<string, LaneCounts>;
  database?: () => DatabaseCounts;
}

declare global {
  /** Shared by the entry script's modules and the server bundle's (see registry.ts). */
  var __metricSources: Sources | undefined;
}

const sources = (): Sources => {
  globalThis.__metricSources ??= {};
  return globalThis.__metricSources;
};

/** Registers what a scrape reads from the work lanes or the database. */
export function provideMetrics(provided: Sources): void {
  Object.assign(sources(), provided);
}

/** The page cache's counts: what GET /api/health shows too (server/page-cache/site-page-cache.ts). */
const pageCacheStats = () => globalThis.__pageCacheStats?.();

let made: ReturnType<typeof makeMetrics> | undefined;

/** The site's metrics, made once per process. */
export function siteMetrics() {
  made ??= makeMetrics();
  return made;
}

function makeMetrics() {
  return {
    httpDuration: histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests answered, by route template, method and status class (2xx, 4xx…).',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    httpAborted: counter({
      name: 'http_requests_aborted_total',
      help: 'Requests whose client left before the answer was sent.',
    }),
    pageCache: counter({
      name: 'page_cache_requests_total',
      help: 'Requests the page cache looked up: hit, miss, not_modified (304), bypassed.',
      labelNames: ['result'] as const,
      collect() {
        const counts = pageCacheStats();
        this.reset();
        if (!counts) return;
        this.inc({ result: 'hit' }, counts.hits);
        this.inc({ result: 'miss' }, counts.misses);
        this.inc({ result: 'not_modified' }, counts.notModified);
        this.inc({ result: 'bypassed' }, counts.bypassed);
      },
    }),
    pageCacheEvictions: counter({
      name: 'page_cache_evictions_total',
      help: 'Pages pushed out of the page cache to stay within its bounds.',
      collect() {
        this.reset();
        this.inc(pageCacheStats()?.evictions ?? 0);
      },
    }),
    pageCacheInvalidations: counter({
      name: 'page_cache_invalidations_total',
      help: 'Times the page cache was emptied by a content change.',
      collect() {
        this.reset();
        this.inc(pageCacheStats()?.invalidations ?? 0);
      },
    }),
    pageCacheBytes: gauge({
      name: 'page_cache_bytes',
      help: 'Bytes of rendered pages held by the page cache.',
      collect() {
        this.set(pageCacheStats()?.bytes ?? 0);
      },
    }),
    laneRunning: gauge({
      name: 'work_lane_running',
      help: 'Renders and API reads running, by work lane (public, api, staff).',
      labelNames: ['lane'] as const,
      collect() {
        for (const [lane, counts] of Object.entries(sources().lanes?.() ?? {}))
          this.set({ lane }, counts.active);
      },
    }),
    laneWaiting: gauge({
      name: 'work_lane_waiting',
      help: 'Requests waiting for a place, by work lane.',
      labelNames: ['lane'] as const,
      collect() {
        for (const [lane, counts] of Object.entries(sources().lanes?.() ?? {}))
          this.set({ lane }, counts.queued);
      },
    }),
    laneRefused: counter({
      name: 'work_lane_refused_total',
      help: 'Requests refused by a work lane, by lane and reason (full, timeout, share, left).',
      labelNames: ['lane', 'reason'] as const,
      collect() {
        this.reset();
        for (const [lane, counts] of Object.entries(sources().lanes?.() ?? {}))
          for (const [reason, value] of Object.entries(counts.refused))
            this.inc({ lane, reason }, value);
      },
    }),
    databaseConnections: gauge({
      name: 'database_connections',
      help: 'Database connections by state: in_use, idle, and callers waiting for one.',
      labelNames: ['state'] as const,
      collect() {
        const counts = sources().database?.();
        if (!counts) return;
        this.set({ state: 'in_use' }, counts.inUse);
        this.set({ state: 'idle' }, counts.idle);
        this.set({ state: 'waiting' }, counts.waiting);
      },
    }),
    databaseErrors: counter({
      name: 'database_query_errors_total',
      help: 'API requests that failed on the database (unreachable, or an unexpected error).',
      labelNames: ['kind'] as const,
    }),
    logins: counter({
      name: 'login_attempts_total',
      help: 'Sign-in attempts by result: success, failure (wrong e-mail, password or code), throttled.',
      labelNames: ['result'] as const,
    }),
    mails: counter({
      name: 'mails_total',
      help: 'Notification e-mails by result: sent, failed.',
      labelNames: ['result'] as const,
    }),
    // Backups (server/backup): each taken by one instance, whose series say so.
    backups: counter({
      name: 'backups_total',
      help: 'Backups this instance took, by result: succeeded, failed.',
      labelNames: ['result'] as const,
    }),
    backupLastSuccess: gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the last backup this instance took successfully ended (Unix time).',
    }),
    backupDuration: gauge({
      name: 'backup_last_duration_seconds',
      help: 'How long the last successful backup of this instance took.',
    }),
    backupSize: gauge({
      name: 'backup_last_size_bytes',
      help: 'Size of the archive of the last successful backup of this instance.',
    }),
    // First-party statistics (issue 38): events this instance's full buffer could not keep.
    statsDropped: counter({
      name: 'stats_events_dropped_total',
      help: 'Statistics events dropped by this instance because its buffer was full.',
    }),
  };
}
