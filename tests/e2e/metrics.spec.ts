import { spawnSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { unique } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 35 §2: GET /metrics (Prometheus) behind METRICS_TOKEN: refused without it, absent where
 * it is unset, labelled by route template (never a raw address), and its counters follow what
 * the site did. `promtool` (Debian's prometheus package) checks the exposition.
 */
const token = process.env.E2E_METRICS_TOKEN ?? '';

async function scrape(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/metrics', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/plain');
  return answer.text();
}

/** The value of one sample line (`name{labels} value`), 0 when it is absent. */
function sample(exposition: string, series: string): number {
  const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test('without the token, GET /metrics is refused; where it is unset, the path is a 404', async ({
  request,
}) => {
  const bare = await request.get('/metrics');
  expect(bare.status()).toBe(401);
  expect(await bare.json()).toMatchObject({ error: 'unauthorized' });
  const wrong = await request.get('/metrics', {
    headers: { Authorization: `Bearer ${token.replace(/./, 'x')}-` },
  });
  expect(wrong.status()).toBe(401);
  const remote = await request.get(`http://127.0.0.1:${process.env.E2E_REMOTE_SITE_PORT}/metrics`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(remote.status()).toBe(404);
});

test('requests are counted by route template, never by the address asked', async ({ request }) => {
  const noise = `sonde-${unique()}`;
  const before = await scrape(request);
  const series =
    'http_request_duration_seconds_count{route="/articles/$slug",method="GET",status_class="4xx"}';
  expect((await request.get(`/articles/${noise}`)).status()).toBe(404);
  expect((await request.get(`/produits?q=${noise}`)).status()).toBe(200);
  expect((await request.get(`/${noise}/${noise}.php`)).status()).toBe(404);
  const after = await scrape(request);
  expect(sample(after, series)).toBe(sample(before, series) + 1);
  expect(after).toContain('route="/produits",method="GET",status_class="2xx"');
  expect(after).toContain('route="unmatched",method="GET",status_class="4xx"');
  expect(after).not.toContain(noise);
});

test('sign-in failures, the page cache, the lanes and the database are measured', async ({
  request,
}) => {
  const before = await scrape(request);
  const failure = 'login_attempts_total{result="failure"}';
  const refused = await request.post('/api/auth/login', {
    data: { email: `inconnu-${unique()}@exemple.tn`, password: 'pas-le-bon-mot-de-passe' },
  });
  expect(refused.status()).toBe(401);
  await request.get('/');
  await request.get('/');
  const after = await scrape(request);
  // At least this one: the other tests share the server, and one of theirs may fail a sign-in
  // between the two scrapes (seen in CI: +2).
  expect(sample(after, failure)).toBeGreaterThanOrEqual(sample(before, failure) + 1);
  expect(sample(after, 'page_cache_requests_total{result="hit"}')).toBeGreaterThan(
    sample(before, 'page_cache_requests_total{result="hit"}'),
  );
  for (const present of [
    'work_lane_running{lane="public"}',
    'work_lane_refused_total{lane="public",reason="share"}',
    'database_connections{state="in_use"}',
    'page_cache_bytes',
    'nodejs_eventloop_lag_p99_seconds',
    'process_resident_memory_bytes',
  ])
    expect(after).toContain(`${present} `);
});

test('promtool accepts the exposition', async ({ request }) => {
  const exposition = await scrape(request);
  // No error and no lint problem (names, units, counters' _total): silent, exit status 0.
  const checked = spawnSync(process.env.PROMTOOL_PATH ?? 'promtool', ['check', 'metrics'], {
    input: exposition,
    encoding: 'utf8',
  });
  expect(`${checked.stdout}${checked.stderr}`).toBe('');
  expect(checked.status).toBe(0);
});
