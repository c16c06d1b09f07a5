import { connect } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * Issue 18 points 1, 5 and 14 against the production server: what a request may weigh is
 * decided before it is read, and no redirect is built from the Host header.
 */
const port = Number(process.env.E2E_PORT);
const serverFnHeaders = {
  'x-tsr-serverFn': 'true',
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
};

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  sentBytes: number;
}

/**
 * A raw HTTP/1.1 request on a TCP socket whose body is streamed until the server answers. A
 * server that refuses a body answers and closes the connection while the client is still sending:
 * the client may see the 413, or only the connection reset (its next write fails, and the kernel
 * drops what it had not read yet). Either way the server stopped reading: status 0 is "closed".
 */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string | number>; bodyBytes?: number },
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = {
      host: `127.0.0.1:${port}`,
      ...options.headers,
    };
    const head = [`${options.method ?? 'GET'} ${path} HTTP/1.1`]
      .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
      .join('\r\n');
    const chunked = headers['transfer-encoding'] === 'chunked';
    const chunk = Buffer.alloc(256 * 1024, 97);
    const total = options.bodyBytes ?? 0;
    let received = '';
    let sentBytes = 0;
    const socket = connect(port, '127.0.0.1');
    /** The answer once it is whole (Content-Length bytes after the head), else undefined. */
    const parse = (): RawAnswer | undefined => {
      const split = received.indexOf('\r\n\r\n');
      if (split === -1) return undefined;
      const [statusLine = '', ...lines] = received.slice(0, split).split('\r\n');
      const answerHeaders = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const body = received.slice(split + 4);
      if (Buffer.byteLength(body) < Number(answerHeaders['content-length'] ?? 0)) return undefined;
      return { status: Number(statusLine.split(' ')[1]), headers: answerHeaders, body, sentBytes };
    };
    socket.on('data', (data: Buffer) => {
      received += data.toString();
      const answer = parse();
      if (answer) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', () => socket.destroy());
    // Closed (or reset) by the server before a whole answer: refused, status 0.
    socket.on('close', () => resolve({ status: 0, headers: {}, body: '', sentBytes }));
    const pump = () => {
      while (received === '' && sentBytes < total && !socket.destroyed) {
        const framed = chunked
          ? Buffer.concat([
              Buffer.from(`${chunk.length.toString(16)}\r\n`),
              chunk,
              Buffer.from('\r\n'),
            ])
          : chunk;
        sentBytes += chunk.length;
        if (!socket.write(framed)) return void socket.once('drain', pump);
      }
      if (chunked && received === '' && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    socket.once('connect', () => {
      socket.write(`${head}\r\n\r\n`);
      pump();
    });
  });
}

/** 413 before the body was sent, or the connection closed long before: never read whole. */
function expectRefusedEarly(answer: RawAnswer, maxSentBytes: number): void {
  expect([413, 0]).toContain(answer.status);
  expect(answer.sentBytes).toBeLessThan(maxSentBytes);
  if (answer.status === 413) {
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'payload_too_large' } });
  }
}

test.describe('requests bounded before they are read', () => {
  test('a 200 MB server function body is refused with 413 before it is sent', async () => {
    const answer = await send('/_serverFn/auth--signIn', {
      method: 'POST',
      headers: { ...serverFnHeaders, 'content-length': 200 * 1024 * 1024 },
      bodyBytes: 200 * 1024 * 1024,
    });
    expectRefusedEarly(answer, 20 * 1024 * 1024);
  });

  test('a chunked server function body is refused once its count passes the limit', async () => {
    const answer = await send('/_serverFn/auth--signIn', {
      method: 'POST',
      headers: { ...serverFnHeaders, 'transfer-encoding': 'chunked' },
      bodyBytes: 64 * 1024 * 1024,
    });
    expectRefusedEarly(answer, 32 * 1024 * 1024);
  });

  test('a server function payload in a long query string is refused with 413', async () => {
    const answer = await send(`/_serverFn/news--getNewsPage?payload=${'a'.repeat(10_000)}`, {
      headers: serverFnHeaders,
    });
    expect(answer.status).toBe(413);
  });
});

test.describe('canonical paths without trusting the Host header', () => {
  test('//produits with a forged Host is sent to a same-site path', async () => {
    const answer = await send('//produits', { headers: { host: 'evil.example' } });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/produits');
  });

  test('case variants of a public path redirect to the canonical page, which is cached', async ({
    request,
  }) => {
    const upper = await request.get('/PRODUITS', { maxRedirects: 0 });
    expect(upper.status()).toBe(307);
    expect(upper.headers().location).toBe('/produits');
    const contact = await request.get('/Contact', { maxRedirects: 0 });
    expect(contact.headers().location).toBe('/contact');
  });
});
