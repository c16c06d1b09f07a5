/**
 * Statistics beacons sent to a running server by autocannon, in a process of its own when it
 * runs beside a measurement (a probe that loads and measures in one event loop measures itself,
 * docs/decisions/027). As a script: one JSON `BeaconLoad` argument, prints the outcome as JSON.
 */
import autocannon from 'autocannon';
import * as v from 'valibot';

const BeaconLoad = v.object({
  base: v.string(),
  connections: v.number(),
  seconds: v.number(),
  /** Beacons a second in all (autocannon's overall rate); absent: as fast as answered. */
  rate: v.optional(v.number()),
  /** Each event's path: the rows of one run are counted by it afterwards. */
  path: v.string(),
  /** Distinct client addresses the beacons come from (X-Forwarded-For, TRUST_PROXY). */
  addresses: v.number(),
});
export type BeaconLoad = v.InferOutput<typeof BeaconLoad>;

export interface BeaconOutcome {
  /** Requests sent, those still under way when the run ended included (answered after it). */
  sent: number;
  /** Answered 204: accepted (queued in the instance's buffer). */
  accepted: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 204 and errors, e.g. "429 ×12". */
  failures: string;
}

/** A phone's Chrome: classified, not a robot (the same for every beacon: bowser reads it once). */
const userAgent =
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A realistic single-event beacon: a product page seen, arriving from a search engine. */
const body = (path: string) =>
  JSON.stringify({
    events: [
      {
        kind: 'view',
        path,
        route: '/produits/$slug',
        title: 'Lit médicalisé électrique à 3 fonctions — Medical Center',
        referrer: 'https://www.google.com/',
      },
    ],
  });

export async function sendBeacons(load: BeaconLoad): Promise<BeaconOutcome> {
  let next = 0;
  const address = () => {
    next = (next + 1) % load.addresses;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
  const result = await autocannon({
    url: `${load.base}/api/stats/events`,
    method: 'POST',
    connections: load.connections,
    duration: load.seconds,
    ...(load.rate ? { overallRate: load.rate } : {}),
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: body(load.path),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': address() },
        }),
      },
    ],
  });
  const accepted = result.statusCodeStats?.['204']?.count ?? 0;
  const failures = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => status !== '204')
    .map(([status, { count = 0 }]) => `${status} ×${count}`);
  if (result.errors) failures.push(`errors ×${result.errors}`);
  return {
    sent: result.requests.sent,
    accepted,
    perSecond: Math.round(accepted / load.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: failures.join(', '),
  };
}

if (process.argv[1] === import.meta.filename) {
  const load = v.parse(BeaconLoad, JSON.parse(process.argv[2] ?? '{}'));
  console.log(JSON.stringify(await sendBeacons(load)));
}
