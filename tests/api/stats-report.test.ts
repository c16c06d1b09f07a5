import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpDueDays } from '#server/api/stats/stats-upkeep.ts';
import { createRestClient } from '#server/client/rest-client.ts';
import {
  getStatsLive,
  getStatsOverview,
  getStatsSummary,
  getStatsTable,
} from '#server/client/stats.client.ts';
import { rollUpDay } from '#server/db/repositories/stats-rollup.repository.ts';
import { statsDrops } from '#server/db/tables.ts';
import { call, expectError } from './client.ts';
import { createProduct } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { startContentApi } from './staff-fixtures.ts';
import { daysAgo, event, insertEvents, tunisTime, view } from './stats-fixtures.ts';

/**
 * Issue 38: the statistics API reads known raw events (two Tunis days, a visit across midnight,
 * 30-minute gaps) and gives the same exact figures before the rollup (live), with one day rolled
 * up, and after both are.
 */
let api: TestApi;
let token: string;
let editorToken: string;
let bed: number;
const missingProduct = 999_999;
const a = daysAgo(3);
const b = daysAgo(2);

beforeAll(async () => {
  const started = await startContentApi('stats@test.tn', 'Lits');
  ({ api, token } = started);
  editorToken = started.editor.token;
  bed = (await createProduct(api, token, { titre: 'Lit médicalisé', categorie_id: started.shelf }))
    .id;
  const mobile = { device: 'mobile', browser: 'Chrome' };
  await insertEvents(api, [
    // Visitor 1, day A: three visits (33 minutes idle, then the evening), then day B.
    view(1, a, '10:00', '/', { ...mobile, title: 'Accueil', referrer: 'google.com' }),
    view(1, a, '10:05', '/produits/lit', { ...mobile, route: '/produits/$slug', title: 'Lit' }),
    event('open', 1, a, '10:06', { path: '/produits/lit', product_id: bed }),
    event('whatsapp', 1, a, '10:07', {
      path: '/produits/lit',
      product_id: bed,
      button: 'commande',
    }),
    view(1, a, '10:40', '/articles/escarres', {
      ...mobile,
      route: '/articles/$slug',
      title: 'Escarres',
    }),
    view(1, a, '23:50', '/', { ...mobile, title: 'Accueil bis' }),
    // 20 minutes later, but another day: another visit.
    view(1, b, '00:10', '/contact', { ...mobile, title: 'Contact' }),
    // Visitor 2, day A: one visit of 31 minutes (28 minutes idle at most), from a campaign.
    view(2, a, '11:00', '/produits', {
      device: 'ordinateur',
      browser: 'Firefox',
      title: 'Produits',
      utm_source: 'fb',
      utm_medium: 'social',
      utm_campaign: 'ete',
    }),
    event('search', 2, a, '11:01', { path: '/produits', term: 'fauteuil', results: 0 }),
    event('search', 2, a, '11:02', { path: '/produits', term: 'lit', results: 12 }),
    view(2, a, '11:30', '/produits', {
      device: 'ordinateur',
      browser: 'Firefox',
      title: 'Produits',
    }),
    event('phone', 2, a, '11:31', { path: '/produits', product_id: bed }),
    // Visitor 3, day B: a broken link from outside, searches, a deleted product, PDF and contact.
    view(3, b, '09:00', '/inconnu', {
      device: 'tablette',
      browser: 'Safari',
      not_found: true,
      referrer: 'exemple.tn',
    }),
    event('search', 3, b, '09:01', { term: 'fauteuil', results: 0 }),
    event('search', 3, b, '09:02', { term: 'lit', results: 9 }),
    event('open', 3, b, '09:03', { product_id: missingProduct }),
    event('pdf', 3, b, '09:04'),
    event('contact', 3, b, '09:04'),
  ]);
  const hour = (day: string, clock: string) => tunisTime(day, clock);
  await api.runtime.database.db.insert(statsDrops).values([
    { hour: hour(a, '12:00'), events: 7 },
    { hour: hour(daysAgo(10), '12:00'), events: 100 },
  ]);
});
afterAll(async () => {
  await api?.close();
});

const get = (path: string, as = token) => call(api, 'GET', path, { token: as });
const zero = {
  visitors: 0,
  views: 0,
  visits: 0,
  bounces: 0,
  durationSeconds: 0,
  opens: 0,
  whatsapp: 0,
  phone: 0,
  pdf: 0,
  contact: 0,
  searches: 0,
  emptySearches: 0,
};
const point = (start: string, figures: Partial<Record<string, number>> = {}) => ({
  start,
  visitors: 0,
  views: 0,
  whatsapp: 0,
  phone: 0,
  pdf: 0,
  contact: 0,
  ...figures,
});

async function expectReports() {
  const overview = await get(`/stats/overview?du=${a}&au=${b}`);
  expect(overview.status, overview.text).toBe(200);
  expect(overview.body).toEqual({
    period: { from: a, to: b },
    previous: { from: daysAgo(5), to: daysAgo(4) },
    totals: {
      visitors: 4,
      views: 8,
      visits: 6,
      bounces: 4,
      durationSeconds: 420 + 1860 + 240,
      opens: 2,
      whatsapp: 1,
      phone: 1,
      pdf: 1,
      contact: 1,
      searches: 4,
      emptySearches: 2,
    },
    previousTotals: zero,
    granularity: 'jour',
    series: [
      point(a, { visitors: 2, views: 6, whatsapp: 1, phone: 1 }),
      point(b, { visitors: 2, views: 2, pdf: 1, contact: 1 }),
    ],
    dropped: 7,
    collecting: true,
  });
  const dayA = await get(`/stats/overview?du=${a}&au=${a}`);
  expect(dayA.body).toMatchObject({
    granularity: 'heure',
    previous: { from: daysAgo(4), to: daysAgo(4) },
  });
  const hours = (dayA.body as { series: { start: string }[] }).series;
  expect(hours).toHaveLength(24);
  expect(
    hours.filter((step) => JSON.stringify(step) !== JSON.stringify(point(step.start))),
  ).toEqual([
    point(`${a}T10:00`, { visitors: 1, views: 3, whatsapp: 1 }),
    point(`${a}T11:00`, { visitors: 1, views: 2, phone: 1 }),
    point(`${a}T23:00`, { visitors: 1, views: 1 }),
  ]);
  const table = async (name: string, query = '') => {
    const response = await get(`/stats/tables/${name}?du=${a}&au=${b}${query}`);
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const period = { from: a, to: b };
  expect(await table('pages')).toEqual({
    table: 'pages',
    period,
    total: 5,
    rows: [
      { path: '/', title: 'Accueil bis', views: 2, visitors: 1 },
      { path: '/produits', title: 'Produits', views: 2, visitors: 1 },
      { path: '/articles/escarres', title: 'Escarres', views: 1, visitors: 1 },
      { path: '/contact', title: 'Contact', views: 1, visitors: 1 },
      { path: '/produits/lit', title: 'Lit', views: 1, visitors: 1 },
    ],
  });
  expect(await table('pages', '&limit=2&tri=visitors')).toMatchObject({
    total: 5,
    rows: [{ path: '/' }, { path: '/articles/escarres' }],
  });
  expect(await table('articles')).toMatchObject({
    total: 1,
    rows: [{ path: '/articles/escarres', title: 'Escarres', views: 1, visitors: 1 }],
  });
  expect(await table('entrees')).toMatchObject({
    total: 5,
    rows: [
      { path: '/', visits: 2, bounces: 1 },
      { path: '/articles/escarres', visits: 1, bounces: 1 },
      { path: '/contact', visits: 1, bounces: 1 },
      { path: '/inconnu', visits: 1, bounces: 1 },
      { path: '/produits', visits: 1, bounces: 0 },
    ],
  });
  expect(await table('provenances')).toMatchObject({
    rows: [
      { host: 'exemple.tn', visits: 1, visitors: 1 },
      { host: 'google.com', visits: 1, visitors: 1 },
    ],
  });
  expect(await table('campagnes')).toMatchObject({
    rows: [{ source: 'fb', medium: 'social', campaign: 'ete', visits: 1 }],
  });
  expect(await table('appareils')).toMatchObject({
    rows: [
      { name: 'mobile', visitors: 2 },
      { name: 'ordinateur', visitors: 1 },
      { name: 'tablette', visitors: 1 },
    ],
  });
  expect(await table('navigateurs')).toMatchObject({
    rows: [
      { name: 'Chrome', visitors: 2 },
      { name: 'Firefox', visitors: 1 },
      { name: 'Safari', visitors: 1 },
    ],
  });
  expect(await table('produits')).toMatchObject({
    total: 2,
    rows: [
      {
        productId: bed,
        title: 'Lit médicalisé',
        opens: 1,
        whatsapp: 1,
        phone: 1,
        conversionRate: 1,
      },
      {
        productId: missingProduct,
        title: null,
        opens: 1,
        whatsapp: 0,
        phone: 0,
        conversionRate: 0,
      },
    ],
  });
  expect(await table('recherches')).toMatchObject({
    rows: [
      { term: 'fauteuil', searches: 2, emptySearches: 2, results: 0 },
      { term: 'lit', searches: 2, emptySearches: 0, results: 9 },
    ],
  });
  expect(await table('recherches-sans-resultat')).toMatchObject({
    total: 1,
    rows: [{ term: 'fauteuil', searches: 2, lastSeen: b }],
  });
  expect(await table('pages-introuvables')).toMatchObject({
    rows: [{ path: '/inconnu', referrer: 'exemple.tn', views: 1 }],
  });
}

describe('statistics reports, before and after the rollup', () => {
  it('reads days not rolled up yet live from the raw events', async () => {
    await expectReports();
  });

  it('gives the same figures with one day rolled up and the other live', async () => {
    expect(await rollUpDay(api.runtime.database.db, a)).toBe(true);
    expect(await rollUpDay(api.runtime.database.db, a)).toBe(false);
    await expectReports();
  });

  it('gives the same figures once the scheduled job rolled up every day that ended', async () => {
    expect(await rollUpDueDays(api.runtime.database.db, new Date())).toEqual([b]);
    expect(await rollUpDueDays(api.runtime.database.db, new Date())).toEqual([]);
    await expectReports();
  });

  it('counts the visitors of the last five minutes, and the last seven days for the home', async () => {
    const now = Date.now();
    await insertEvents(api, [
      { at: new Date(now - 2 * 60_000), kind: 'view', visitor: 10n, path: '/' },
      { at: new Date(now - 4 * 60_000), kind: 'view', visitor: 11n, path: '/' },
      { at: new Date(now - 4 * 60_000), kind: 'search', visitor: 11n, term: 'x', results: 0 },
      { at: new Date(now - 9 * 60_000), kind: 'view', visitor: 12n, path: '/' },
    ]);
    expect((await get('/stats/live')).body).toEqual({ visitors: 2 });
    const summary = await get('/stats/summary', editorToken);
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      period: { from: daysAgo(6), to: daysAgo(0) },
      visitors: 4 + 3,
      whatsapp: 1,
      emptySearches: 2 + 1,
    });
  });
});

describe('the site’s REST client', () => {
  it('reads every answer of the statistics API and parses it', async () => {
    const client = createRestClient(
      { baseUrl: api.url, inProcess: false, fetcher: (request: Request) => fetch(request) },
      { get: () => ({ accessToken: editorToken }), set: () => undefined, clear: () => undefined },
    );
    const period = { from: a, to: b };
    const overview = await getStatsOverview(client, period);
    expect(overview.totals).toMatchObject({ visitors: 4, views: 8, whatsapp: 1 });
    const products = await getStatsTable(client, { table: 'produits', period, sort: 'opens' });
    expect(products.rows.map((row) => row.productId)).toEqual([bed, missingProduct]);
    const empty = await getStatsTable(client, {
      table: 'recherches-sans-resultat',
      period,
      limit: 1,
    });
    expect(empty).toEqual({
      table: 'recherches-sans-resultat',
      period,
      total: 1,
      rows: [{ term: 'fauteuil', searches: 2, lastSeen: b }],
    });
    expect(await getStatsLive(client)).toEqual({ visitors: 2 });
    expect((await getStatsSummary(client)).whatsapp).toBe(1);
    await expect(
      getStatsTable(client, { table: 'pages', period, sort: 'titre' }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('statistics queries refused', () => {
  it('refuses a missing, malformed, reversed or too long period in French', async () => {
    expectError(await get(`/stats/overview?du=${a}`), 400, 'invalid_query');
    const malformed = expectError(await get('/stats/overview?du=2026-02-30&au=2026-03-01'), 400);
    expect(malformed.message).toBe('Les dates doivent être au format AAAA-MM-JJ.');
    const reversed = expectError(await get(`/stats/overview?du=${b}&au=${a}`), 400);
    expect(reversed.message).toBe('La date de fin doit suivre la date de début.');
    const long = expectError(await get('/stats/tables/pages?du=2020-01-01&au=2026-01-01'), 400);
    expect(long.message).toBe('La période ne peut pas dépasser 731 jours.');
  });

  it('answers 404 for an unknown table, 400 for an unknown sort or a bad limit', async () => {
    expectError(await get(`/stats/tables/inconnu?du=${a}&au=${b}`), 404, 'not_found');
    const sort = expectError(await get(`/stats/tables/pages?du=${a}&au=${b}&tri=titre`), 400);
    expect(sort.message).toBe('Paramètre « tri » invalide : doit valoir views, visitors');
    expectError(await get(`/stats/tables/pages?du=${a}&au=${b}&limit=0`), 400, 'invalid_query');
    expectError(await get(`/stats/tables/pages?du=${a}&au=${b}&limit=10001`), 400, 'invalid_query');
  });

  it('lets éditeurs read, and nobody signed out', async () => {
    expect((await get(`/stats/overview?du=${a}&au=${b}`, editorToken)).status).toBe(200);
    expectError(await call(api, 'GET', '/stats/live'), 401, 'unauthorized');
  });
});
