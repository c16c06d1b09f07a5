import type { BrowserContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { statsBeaconPath } from '#domain/stats-events.ts';

/** What a beacon carries, read strictly: an unknown field fails the test as it would the API. */
const Event = v.strictObject({
  kind: v.string(),
  path: v.string(),
  route: v.string(),
  title: v.optional(v.string()),
  referrer: v.optional(v.string()),
  utmSource: v.optional(v.string()),
  utmMedium: v.optional(v.string()),
  utmCampaign: v.optional(v.string()),
  notFound: v.optional(v.literal(true)),
  productId: v.optional(v.number()),
  button: v.optional(v.string()),
  term: v.optional(v.string()),
  filters: v.optional(v.string()),
  results: v.optional(v.number()),
});
export type SentEvent = v.InferOutput<typeof Event>;
const Beacon = v.strictObject({ events: v.array(Event) });

/**
 * Records every beacon the pages of `target` send (answered 204 here, so the tests do not depend
 * on the API's collector), with its content type.
 */
export async function recordBeacons(target: Page | BrowserContext) {
  const events: SentEvent[] = [];
  const contentTypes: string[] = [];
  await target.route(`**${statsBeaconPath}`, async (route) => {
    const request = route.request();
    contentTypes.push(request.headers()['content-type'] ?? '');
    events.push(...v.parse(Beacon, request.postDataJSON()).events);
    await route.fulfill({ status: 204 });
  });
  return { events, contentTypes, of: (kind: string) => events.filter((e) => e.kind === kind) };
}

/** A WhatsApp chat opened in a new tab never reaches the internet: a blank page answers. */
export async function stubChat(context: BrowserContext): Promise<void> {
  for (const host of ['https://wa.me/**', 'https://api.whatsapp.com/**'])
    await context.route(host, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Chat</title>' }),
    );
}
