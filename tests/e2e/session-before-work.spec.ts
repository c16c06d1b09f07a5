import { request as httpRequest } from 'node:http';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { toJSONAsync } from 'seroval';
import * as v from 'valibot';
import { demoAdmin } from './admin-helpers.ts';

/**
 * Issue 18 points 2 and 3 against the production server: a cookie that merely exists is not a
 * session. Uploads and the article preview ask the API before reading or sanitising anything.
 */
const port = Number(process.env.E2E_PORT);
const fakeCookie = 'mc_access=x';

interface Answer {
  status: number;
  body: string;
  /** What the client had written when the answer arrived. */
  sentBytes: number;
}

/**
 * A chunked multipart POST streamed from a generator until the server answers. One chunk per
 * event-loop turn, so the answer is read before the next write meets the closed connection.
 * Resolves null when the connection was reset before the answer could be read.
 */
function streamUploadOnce(path: string, totalBytes: number) {
  return new Promise<Answer | null>((resolve) => {
    const boundary = 'bound4ry';
    let sentBytes = 0;
    let answered = false;
    const chunk = Buffer.alloc(256 * 1024, 97);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          cookie: fakeCookie,
          'sec-fetch-site': 'same-origin',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      },
      (response) => {
        answered = true;
        const atAnswer = sentBytes;
        let body = '';
        response.on('data', (data: Buffer) => {
          body += data.toString();
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, sentBytes: atAnswer }),
        );
      },
    );
    request.on('error', () => (answered ? undefined : resolve(null)));
    function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
      while (sentBytes < totalBytes) yield chunk;
    }
    const parts = body();
    const pump = () => {
      if (answered || request.destroyed) return;
      const next = parts.next();
      if (next.done) return void request.end();
      sentBytes += next.value.length;
      if (request.write(next.value)) setImmediate(pump);
      else request.once('drain', () => setImmediate(pump));
    };
    setImmediate(pump);
  });
}

/**
 * The server closes the connection after refusing an unread body, so the client may meet the
 * reset before reading the answer, however rarely: such a try is made again (three at most).
 */
async function streamUpload(path: string, totalBytes: number): Promise<Answer> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answer = await streamUploadOnce(path, totalBytes);
    if (answer) return answer;
  }
  throw new Error(`${path}: the connection was reset before any answer, three times`);
}

const Tokens = v.object({ token: v.string(), refreshToken: v.string() });

async function sessionCookie(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: demoAdmin });
  const { token, refreshToken } = v.parse(Tokens, await login.json());
  return `mc_access=${token}; mc_refresh=${refreshToken}`;
}

const preview = async (request: APIRequestContext, cookie: string, html: string) =>
  request.post('/_serverFn/article-form--previewArticleHtml', {
    headers: {
      cookie,
      'x-tsr-serverFn': 'true',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    },
    data: JSON.stringify(await toJSONAsync({ data: { html } })),
  });

test.describe('uploads check the session before reading the body', () => {
  for (const path of ['/uploads/articles', '/uploads/products', '/uploads/products/1']) {
    test(`${path}: a fake cookie gets 401 before the client has sent its 100 MB`, async () => {
      const answer = await streamUpload(path, 100 * 1024 * 1024);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'unauthorized' } });
      expect(answer.sentBytes).toBeLessThan(16 * 1024 * 1024);
    });
  }
});

test.describe('the article preview sanitises for a live session only', () => {
  const html = '<p onclick="x()">Bonjour <script>alert(1)</script></p>';

  test('a fake cookie gets 401 and no preview', async ({ request }) => {
    const response = await preview(request, fakeCookie, html.repeat(10_000));
    expect(response.status()).toBe(401);
    const text = await response.text();
    expect(text).toContain('unauthorized');
    expect(text).not.toContain('Bonjour');
  });

  test('a signed-in administrator gets the preview, bounded to the API limit', async ({
    request,
  }) => {
    const cookie = await sessionCookie(request);
    const response = await preview(request, cookie, html);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('Bonjour');
    // The removals list ('<' is escaped in the serialised answer).
    expect(text).toMatch(/Balise [^"]*script>/);
    const tooLong = await preview(request, cookie, 'a'.repeat(500_001));
    expect(tooLong.status()).toBe(413);
    expect(await tooLong.text()).toContain('500 000 caractères au maximum');
  });
});
