/**
 * The body-size attacks of issue 18, each watched through the server's resident memory: one
 * 200 MB JSON body to the sign-in server function, six ~190 MB multipart uploads at once with a
 * forged session cookie.
 */
import { randomBytes } from 'node:crypto';
import { sessionCookies } from '#server/http/session-cookies.ts';
import { megabytes, rssBytes, sampleRss } from './rss.ts';
import { paddedServerFnBody, serverFnHeaders, serverFnPath } from './server-fns.ts';
import {
  byteLength,
  fakeImagesForm,
  type PostOutcome,
  paddedJson,
  postStreaming,
} from './streamed-post.ts';

export interface BodyAttackResult {
  name: string;
  outcomes: PostOutcome[];
  rssBefore: number;
  rssPeak: number;
  /** Resident memory `settleSeconds` after the last answer. */
  rssAfter: number;
}

export interface BodyAttack {
  name: string;
  /** The attack, or with `small` one request of its kind with a tiny body (to warm up). */
  send(base: string, small?: boolean): Promise<PostOutcome[]>;
}

const jsonBytes = 200_000_000;
const uploads = 6;
const imagesPerUpload = 19;
const imageBytes = 10_000_000;

export const bodyAttacks: BodyAttack[] = [
  {
    name: '(d) one 200 MB JSON body to `signIn` (chunked, no Content-Length)',
    send(base, small = false) {
      const bytes = small ? 1_000 : jsonBytes;
      const body = paddedServerFnBody({ email: 'admin@demo.tn' }, 'password', bytes);
      return Promise.all([
        postStreaming(`${base}${serverFnPath('signIn')}`, serverFnHeaders, () => paddedJson(body)),
      ]);
    },
  },
  {
    name: `(e) ${uploads} concurrent uploads of ${imagesPerUpload} × ${imageBytes / 1_000_000} MB fake images to \`/uploads/products\`, cookie \`${sessionCookies.access}=x\` (with Content-Length)`,
    send(base, small = false) {
      const boundary = `----probe${randomBytes(8).toString('hex')}`;
      const form = () =>
        small
          ? fakeImagesForm(boundary, 1, 1_000)
          : fakeImagesForm(boundary, imagesPerUpload, imageBytes);
      const headers = {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'sec-fetch-site': 'same-origin',
        cookie: `${sessionCookies.access}=x`,
      };
      const contentLength = byteLength(form());
      return Promise.all(
        Array.from({ length: small ? 1 : uploads }, () =>
          postStreaming(`${base}/uploads/products`, headers, form, { contentLength }),
        ),
      );
    },
  },
];

/** Runs `attack` while sampling the resident memory of process `pid`. */
export async function runBodyAttack(
  attack: BodyAttack,
  base: string,
  pid: number,
  settleSeconds: number,
): Promise<BodyAttackResult> {
  const sampler = sampleRss(pid);
  const outcomes = await attack.send(base);
  await new Promise((done) => setTimeout(done, settleSeconds * 1000));
  const rssPeak = sampler.stop();
  const result = {
    name: attack.name,
    outcomes,
    rssBefore: sampler.before,
    rssPeak,
    rssAfter: rssBytes(pid),
  };
  console.log(
    `[abuse] ${attack.name}: RSS ${megabytes(result.rssBefore)} → peak ${megabytes(rssPeak)} → ${megabytes(result.rssAfter)} MB; ${JSON.stringify(outcomes)}`,
  );
  return result;
}
