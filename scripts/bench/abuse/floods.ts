/**
 * The request floods of issue 18, each run with autocannon while the cached home page is measured
 * beside it: distinct searches (pages, then the REST API), pages with a forged session cookie,
 * article preview spam.
 */
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import { sessionCookies } from '#server/http/session-cookies.ts';
import { type Measure, run } from '../measure.ts';
import { serverFnBody, serverFnHeaders, serverFnPath } from './server-fns.ts';

/** A session cookie pair no server ever issued. */
export const fakeSessionCookie = `${sessionCookies.access}=x; ${sessionCookies.refresh}=y`;

export interface Flood {
  name: string;
  connections: number;
  options: Pick<autocannon.Options, 'method' | 'headers' | 'body' | 'requests'>;
}

/** What the flood itself got: its rate and answers by status ("200 ×1,234, 503 ×20"). */
export interface FloodResult {
  rps: number;
  statuses: string;
  errors: number;
}

const letters = 'abcdefghijklmnopqrstuvwxyz';
const randomWord = () =>
  Array.from({ length: randomInt(4, 10) }, () => letters[randomInt(letters.length)]).join('');

/** Each request a new path from `next`. */
const eachRequest = (next: () => string): autocannon.Request[] => [
  { setupRequest: (request) => ({ ...request, path: next() }) },
];

/** The floods, `pages` being the public pages (the sitemap's) the forged-cookie flood cycles. */
export function floods(pages: readonly string[]): Flood[] {
  let page = 0;
  // Just under the validator's 500,000 characters, with markup the sanitiser has to remove.
  const unit = '<b>gras</b> <i>italique</i> <a href="/x" onclick="y()">lien</a> texte ';
  const html = `<p>${unit.repeat(Math.floor(499_000 / unit.length))}</p>`;
  return [
    {
      name: '(a) distinct searches `/produits?q=<random word>`',
      connections: 16,
      options: { requests: eachRequest(() => `/produits?q=${randomWord()}`) },
    },
    {
      name: '(b) forged session cookie on distinct pages',
      connections: 16,
      options: {
        headers: { cookie: fakeSessionCookie },
        requests: eachRequest(() => pages[page++ % pages.length] ?? '/'),
      },
    },
    {
      name: `(c) preview spam: ${(html.length / 1_000_000).toFixed(2)} MB of HTML to \`previewArticleHtml\`, forged cookie`,
      connections: 4,
      options: {
        method: 'POST',
        headers: { ...serverFnHeaders, cookie: fakeSessionCookie },
        body: serverFnBody({ html }),
        requests: [{ path: serverFnPath('previewArticleHtml') }],
      },
    },
    {
      name: '(f) distinct API searches `/api/crud/products?search=<random word>&limit=50`',
      connections: 16,
      options: {
        requests: eachRequest(() => `/api/crud/products?search=${randomWord()}&limit=50`),
      },
    },
  ];
}

function statusesOf(result: autocannon.Result): string {
  const counts = Object.entries(result.statusCodeStats ?? {}).map(
    ([status, { count = 0 }]) => `${status} ×${count.toLocaleString('en')}`,
  );
  return counts.join(', ') || 'none';
}

/**
 * Runs `flood` against `base` for `rampUp + seconds + 1` s and measures `base`/ during the last
 * `seconds` of it (20 connections, as the quiet measure).
 */
export async function measureDuring(
  base: string,
  flood: Flood,
  { rampUp, seconds }: { rampUp: number; seconds: number },
): Promise<{ home: Measure; flood: FloodResult }> {
  const flooding = autocannon({
    url: base,
    connections: flood.connections,
    duration: rampUp + seconds + 1,
    timeout: 20,
    ...flood.options,
  });
  await new Promise((done) => setTimeout(done, rampUp * 1000));
  const home = await run(`${base}/`, seconds);
  const result = await flooding;
  return {
    home,
    flood: {
      rps: Math.round(result.requests.average),
      statuses: statusesOf(result),
      errors: result.errors + result.timeouts,
    },
  };
}
