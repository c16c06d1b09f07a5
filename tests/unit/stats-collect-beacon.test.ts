import { afterEach, describe, expect, it } from 'vitest';
import { createBeaconCollector } from '#server/api/stats/collect-beacon.ts';
import { createEventBuffer } from '#server/api/stats/event-buffer.ts';
import { createDailySalts } from '#server/api/stats/visitor-id.ts';
import type { StatsEventRow } from '#server/db/repositories/stats-ingest.repository.ts';
import { AddressBuckets } from '#server/http/address-buckets.ts';
import type { BeaconCall } from '#server/http/beacon-call.ts';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** The collector over real parts; the database is an array (or down). */
function collector({ enabled = true, databaseDown = false } = {}) {
  const written: StatsEventRow[] = [];
  let dropped = 0;
  const buffer = createEventBuffer<StatsEventRow>({
    maxEvents: 100,
    flushAt: 100,
    maxBatch: 100,
    flushEveryMs: 60_000,
    write: async (rows) => {
      written.push(...rows);
    },
    addDrops: async () => undefined,
    onDrop: (events) => {
      dropped += events;
    },
  });
  closers.push(() => buffer.close());
  const collect = createBeaconCollector(
    {
      enabled,
      siteHost: 'medical.tn',
      salts: createDailySalts({
        ensure: async (_day, salt) => {
          if (databaseDown) throw new Error('connection refused');
          return salt;
        },
      }),
      buckets: new AddressBuckets({ burst: 3, perMinute: 1, maxAddresses: 10 }),
      buffer,
      close: () => buffer.close(),
    },
    (token) => token === 'signe',
  );
  return { collect, buffer, written, dropped: () => dropped };
}

let reads = 0;
const call = (extra: Partial<BeaconCall> = {}, events = 1): BeaconCall => ({
  address: '203.0.113.5',
  userAgent: firefox,
  dnt: undefined,
  gpc: undefined,
  cookie: undefined,
  host: 'medical.tn',
  contentType: 'application/json',
  readBody: async () => {
    reads += 1;
    const one = { kind: 'view', path: '/', route: '/' };
    return { kind: 'read', text: JSON.stringify({ events: Array(events).fill(one) }) };
  },
  ...extra,
});

describe('the beacon collector, in order', () => {
  it('with STATS=off answers 204 and reads nothing', async () => {
    const { collect, buffer } = collector({ enabled: false });
    reads = 0;
    expect(await collect(call())).toEqual({ status: 204 });
    expect(reads).toBe(0);
    expect(buffer.size).toBe(0);
  });

  it('refuses a flood before reading the body, and a beacon whose events exceed what is left', async () => {
    const { collect, buffer } = collector();
    reads = 0;
    expect((await collect(call({}, 2))).status).toBe(204);
    // One token left: a beacon of 2 events is refused once read, nothing of it kept.
    const over = await collect(call({}, 2));
    expect(over.status).toBe(429);
    expect(buffer.size).toBe(2);
    // None left: refused before its body is read.
    const readsBefore = reads;
    const refused = await collect(call());
    expect(refused.status).toBe(429);
    expect(refused.headers?.['Retry-After']).toBe('60');
    expect(JSON.parse(refused.json ?? '{}')).toMatchObject({
      error: { code: 'too_many_requests' },
    });
    expect(reads).toBe(readsBefore);
    // Another address is not concerned.
    expect((await collect(call({ address: '203.0.113.6' }))).status).toBe(204);
  });

  it('leaves out GPC, DNT, robots and signed staff sessions without reading the body', async () => {
    const { collect, buffer } = collector();
    reads = 0;
    const answers = await Promise.all([
      collect(call({ address: 'a', gpc: '1' })),
      collect(call({ address: 'b', dnt: '1' })),
      collect(call({ address: 'c', userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })),
      collect(call({ address: 'd', userAgent: undefined })),
      collect(call({ address: 'e', cookie: 'theme=clair; mc_access=signe' })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204]);
    expect(reads).toBe(0);
    expect(buffer.size).toBe(0);
    // A token this API did not sign is a visitor's.
    await collect(call({ address: 'f', cookie: 'mc_access=forge' }));
    expect(buffer.size).toBe(1);
  });

  it('refuses a body that is not JSON before reading it', async () => {
    const { collect } = collector();
    reads = 0;
    const answer = await collect(call({ contentType: 'text/plain' }));
    expect(answer.status).toBe(415);
    expect(reads).toBe(0);
  });

  it('answers 503 and counts the events as dropped when the day’s salt cannot be read', async () => {
    const { collect, buffer, dropped } = collector({ databaseDown: true });
    const answer = await collect(call({}, 3));
    expect(answer.status).toBe(503);
    expect(answer.headers?.['Retry-After']).toBe('5');
    expect(buffer.size).toBe(0);
    expect(dropped()).toBe(3);
  });

  it('queues the accepted events with their derived columns', async () => {
    const { collect, buffer, written } = collector();
    expect(await collect(call({}, 2))).toEqual({ status: 204 });
    await buffer.flush();
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({ kind: 'view', browser: 'Firefox', device: 'ordinateur' });
    expect(written[0]?.visitor).toBe(written[1]?.visitor);
  });
});
