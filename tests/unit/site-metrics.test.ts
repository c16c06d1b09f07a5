import { afterAll, describe, expect, it } from 'vitest';
import { provideMetrics, siteMetrics } from '#server/metrics/metrics.ts';
import { counter, metricsRegistry } from '#server/metrics/registry.ts';

const laneCounts = (active: number, share: number) => ({
  active,
  queued: 2,
  refused: { full: 0, timeout: 1, share, left: 0 },
});

describe('the site metrics (GET /metrics)', () => {
  afterAll(() => {
    globalThis.__pageCacheStats = undefined;
  });

  it('reads the page cache, the lanes and the database at each scrape, never adding up twice', async () => {
    let hits = 3;
    // What the site's page cache registers for GET /api/health (site-page-cache.ts).
    globalThis.__pageCacheStats = () => ({
      entries: 4,
      notFoundEntries: 0,
      bytes: 2048,
      maxBytes: 4096,
      hits,
      misses: 1,
      notModified: 0,
      bypassed: 5,
      stored: 4,
      refused: 0,
      evictions: 2,
      invalidations: 1,
      lastInvalidationAt: null,
    });
    provideMetrics({
      lanes: () => ({ public: laneCounts(1, 7), api: laneCounts(0, 0) }),
      database: () => ({ inUse: 3, idle: 7, waiting: 1 }),
    });
    siteMetrics();
    const first = await metricsRegistry().metrics();
    expect(first).toContain('page_cache_requests_total{result="hit"} 3\n');
    expect(first).toContain('page_cache_bytes 2048\n');
    expect(first).toContain('work_lane_refused_total{lane="public",reason="share"} 7\n');
    expect(first).toContain('work_lane_waiting{lane="api"} 2\n');
    expect(first).toContain('database_connections{state="waiting"} 1\n');
    hits = 10;
    const second = await metricsRegistry().metrics();
    expect(second).toContain('page_cache_requests_total{result="hit"} 10\n');
  });

  it('counts events where they happen, one metric per name in the process', async () => {
    const logins = siteMetrics().logins;
    logins.inc({ result: 'failure' });
    logins.inc({ result: 'failure' });
    expect(await metricsRegistry().metrics()).toContain(
      'login_attempts_total{result="failure"} 2\n',
    );
    // A second copy of the module (the server bundle's) gets the same counter.
    const again = counter({ name: 'login_attempts_total', help: '', labelNames: ['result'] });
    expect(again).toBe(logins);
    expect(() => metricsRegistry().getSingleMetric('nodejs_active_handles_total')).not.toThrow();
    expect(metricsRegistry().getSingleMetric('nodejs_active_handles_total')).toBeUndefined();
  });
});
