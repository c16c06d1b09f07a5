import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, forgedToken, unique } from './client.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

// POST /api/stats/events (issue 38) over real HTTP: what is refused, what is left out, what is
// stored and how. X-Forwarded-For is trusted, so each test names its visitors' addresses.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await api?.close();
});

const samsung =
  'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let octet = 0;
const newAddress = () => {
  octet += 1;
  return `198.51.100.${octet}`;
};

interface Send {
  address?: string;
  userAgent?: string;
  headers?: Record<string, string>;
}

const beacon = (
  body: unknown,
  { address = newAddress(), userAgent = firefox, headers }: Send = {},
) =>
  call(api, 'POST', '/stats/events', {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      'user-agent': userAgent,
      ...headers,
    },
  });

const view = (path: string, extra: Record<string, unknown> = {}) => ({
  kind: 'view',
  path,
  route: '/test/$marker',
  ...extra,
});

const Row = v.object({
  kind: v.string(),
  visitor: v.union([v.string(), v.number(), v.bigint()]),
  path: v.string(),
  route: v.string(),
  title: v.nullable(v.string()),
  referrer: v.nullable(v.string()),
  utm_source: v.nullable(v.string()),
  utm_medium: v.nullable(v.string()),
  utm_campaign: v.nullable(v.string()),
  device: v.nullable(v.string()),
  browser: v.nullable(v.string()),
  not_found: v.boolean(),
  product_id: v.nullable(v.number()),
  button: v.nullable(v.string()),
  term: v.nullable(v.string()),
  filters: v.nullable(v.string()),
  results: v.nullable(v.number()),
  at: v.union([v.string(), v.date()]),
});
const Rows = v.object({ rows: v.array(Row) });

/** The stored events whose path starts with `prefix`, in the order they were written. */
async function storedUnder(prefix: string) {
  const result = await api.runtime.database.db.execute(
    sql`SELECT * FROM stats_events WHERE path LIKE ${`${prefix}%`} ORDER BY ctid`,
  );
  return v.parse(Rows, result).rows.map((row) => ({ ...row, visitor: String(row.visitor) }));
}

/** Waits until `count` events under `prefix` are stored (the buffer writes every second). */
async function waitForStored(prefix: string, count: number) {
  await expect
    .poll(async () => (await storedUnder(prefix)).length, { timeout: 10_000 })
    .toBe(count);
  return storedUnder(prefix);
}

describe('POST /api/stats/events refuses what is not a beacon', () => {
  it('refuses unknown fields, wrong types, unknown kinds and too many events with a French message', async () => {
    const path = `/refus-${unique()}`;
    const unknownField = expectError(
      await beacon({ events: [view(path, { couleur: 'bleu' })] }),
      400,
      'unknown_field',
    );
    expect(unknownField.message).toContain('Champ inconnu');
    expectError(await beacon({ events: [view(path)], extra: 1 }), 400, 'unknown_field');
    // A field of another kind is unknown to this one.
    expectError(await beacon({ events: [view(path, { term: 'lit' })] }), 400, 'unknown_field');
    const wrongType = expectError(
      await beacon({ events: [{ kind: 'view', path: 5, route: '/' }] }),
      422,
      'validation_failed',
    );
    expect(wrongType.message).toMatch(/^Données invalides/);
    const unknownKind = expectError(
      await beacon({ events: [{ kind: 'clic', path, route: '/' }] }),
      422,
      'validation_failed',
    );
    expect(unknownKind.message).toContain('Type d’événement inconnu');
    const tooMany = expectError(
      await beacon({ events: Array.from({ length: 11 }, () => view(path)) }),
      422,
      'validation_failed',
    );
    expect(tooMany.message).toContain('10 événements au maximum');
    expectError(await beacon({ events: [] }), 422, 'validation_failed');
    expectError(
      await beacon({ events: [view(path, { title: 't'.repeat(201) })] }),
      422,
      'validation_failed',
    );
    expectError(await beacon({ events: [view('https://ailleurs.tn/')] }), 422, 'validation_failed');
    expectError(
      await beacon({ events: [{ kind: 'search', path, route: '/', term: 'lit', results: -1 }] }),
      422,
      'validation_failed',
    );
    expectError(await beacon('{"events": ['), 400, 'invalid_json');
    expectError(
      await beacon(JSON.stringify({ events: [view(path)] }), {
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'unsupported_media_type',
    );
    // The sentinel: a good event sent after all of them is stored, and it alone.
    await beacon({ events: [view(`${path}/ok`)] });
    expect((await waitForStored(path, 1)).map((row) => row.path)).toEqual([`${path}/ok`]);
  });

  it('refuses a body over 4 Ko before reading it, declared or streamed', async () => {
    const big = JSON.stringify({ events: [view(`/${'x'.repeat(4200)}`)] });
    const declared = expectError(await beacon(big), 413, 'payload_too_large');
    expect(declared.message).toBe('Requête trop volumineuse (4 Ko au maximum).');
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await fetch(`${api.url}/stats/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': firefox },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(streamed.status).toBe(413);
  });
});

describe('POST /api/stats/events stores what it may, once, and nothing of the address', () => {
  it('stores each accepted event once, with the server’s time and the derived columns', async () => {
    const prefix = `/stocke-${unique()}`;
    const address = '203.0.113.77';
    const before = Date.now();
    const answer = await beacon(
      {
        events: [
          view(`${prefix}/produits/lit`, {
            title: 'Lit médicalisé',
            referrer: 'https://www.Google.com/search?q=lit',
            utmSource: '  Facebook ',
            utmMedium: 'CPC',
            utmCampaign: 'Printemps 2026',
            notFound: false,
          }),
          {
            kind: 'whatsapp',
            path: `${prefix}/produits/lit`,
            route: '/produits/$slug',
            productId: 12,
            button: 'devis',
          },
          {
            kind: 'search',
            path: `${prefix}/produits`,
            route: '/produits',
            term: 'fauteuil roulant',
            filters: 'categorie=3',
            results: 0,
          },
        ],
      },
      { address, userAgent: samsung },
    );
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    const rows = await waitForStored(prefix, 3);
    expect(rows.map((row) => row.kind)).toEqual(['view', 'whatsapp', 'search']);
    const [seen, tapped, searched] = rows;
    expect(seen).toMatchObject({
      title: 'Lit médicalisé',
      referrer: 'google.com',
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'printemps 2026',
      device: 'mobile',
      browser: 'Samsung Internet',
      not_found: false,
      product_id: null,
      term: null,
    });
    expect(tapped).toMatchObject({ product_id: 12, button: 'devis', referrer: null, title: null });
    expect(searched).toMatchObject({
      term: 'fauteuil roulant',
      filters: 'categorie=3',
      results: 0,
    });
    const at = new Date(seen?.at ?? 0).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1_000);
    expect(at).toBeLessThanOrEqual(Date.now());
    // One visitor for the three events; another address is another visitor.
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
    await beacon(
      { events: [view(`${prefix}/autre`)] },
      { address: '203.0.113.78', userAgent: samsung },
    );
    const [other] = (await waitForStored(prefix, 4)).slice(3);
    expect(other?.visitor).not.toBe(seen?.visitor);

    // No statistics table holds the address, in any column.
    const tables = v.parse(
      v.object({ rows: v.array(v.object({ table_name: v.string() })) }),
      await api.runtime.database.db.execute(
        sql`SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'stats\\_%'`,
      ),
    ).rows;
    expect(tables.length).toBeGreaterThanOrEqual(7);
    for (const { table_name } of tables) {
      const found = await api.runtime.database.db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} t WHERE t::text LIKE '%203.0.113.7%'`,
      );
      expect(
        v.parse(v.object({ rows: v.tuple([v.object({ n: v.number() })]) }), found).rows[0].n,
        table_name,
      ).toBe(0);
    }
  });

  it('keeps an outside referrer’s host only, never the site’s own', async () => {
    const prefix = `/provenance-${unique()}`;
    const own = new URL(api.url);
    await beacon({
      events: [
        view(`${prefix}/1`, { referrer: `${own.origin}/produits` }),
        view(`${prefix}/2`, { referrer: 'http://localhost:3000/contact' }),
        view(`${prefix}/3`, { referrer: 'pas une adresse' }),
        view(`${prefix}/4`, { referrer: 'https://m.facebook.com/story' }),
      ],
    });
    const rows = await waitForStored(prefix, 4);
    expect(rows.map((row) => row.referrer)).toEqual([null, null, null, 'm.facebook.com']);
  });

  it('leaves out Sec-GPC, DNT, robots, requests without a User-Agent and staff sessions: 204, nothing stored', async () => {
    const prefix = `/exclu-${unique()}`;
    const body = { events: [view(`${prefix}/exclu`)] };
    const left = [
      await beacon(body, { headers: { 'sec-gpc': '1' } }),
      await beacon(body, { headers: { dnt: '1' } }),
      await beacon(body, {
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      await beacon(body, { userAgent: '' }),
      await beacon(body, { headers: { cookie: `mc_access=${(await login(api)).token}` } }),
    ];
    expect(left.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204]);
    // A forged staff cookie is a visitor like any other; DNT: 0 is no refusal.
    await beacon(
      { events: [view(`${prefix}/compte`)] },
      {
        headers: { cookie: `mc_access=${await forgedToken()}`, dnt: '0' },
      },
    );
    const rows = await waitForStored(prefix, 1);
    expect(rows.map((row) => row.path)).toEqual([`${prefix}/compte`]);
  });

  it('refuses a flood from one address (429, Retry-After) while another address still gets in', async () => {
    const prefix = `/flot-${unique()}`;
    const flooder = newAddress();
    const ten = { events: Array.from({ length: 10 }, (_, n) => view(`${prefix}/flot/${n}`)) };
    const statuses: number[] = [];
    for (let n = 0; n < 25; n += 1) statuses.push((await beacon(ten, { address: flooder })).status);
    expect(statuses.slice(0, 24)).toEqual(Array(24).fill(204));
    const refused = await beacon(ten, { address: flooder });
    const error = expectError(refused, 429, 'too_many_requests');
    expect(error.message).toMatch(/^Trop d’événements envoyés depuis votre adresse/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await beacon({ events: [view(`${prefix}/autre`)] })).status).toBe(204);
    const rows = await waitForStored(prefix, 241);
    expect(rows.filter((row) => row.path === `${prefix}/autre`)).toHaveLength(1);
  });
});

describe('STATS=off', () => {
  let off: TestApi;
  beforeAll(async () => {
    off = await startTestApi({ STATS: 'off' });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('answers 204 and stores nothing, even a body it would refuse', async () => {
    const answer = await call(off, 'POST', '/stats/events', {
      json: { events: [view('/eteint')], inconnu: true },
      headers: { 'user-agent': firefox },
    });
    expect(answer.status).toBe(204);
    expect(off.runtime.stats.buffer.size).toBe(0);
    await off.runtime.stats.buffer.flush();
    const count = await off.runtime.database.db.execute(
      sql`SELECT count(*)::int AS n FROM stats_events`,
    );
    expect(
      v.parse(v.object({ rows: v.tuple([v.object({ n: v.number() })]) }), count).rows[0].n,
    ).toBe(0);
  });
});
