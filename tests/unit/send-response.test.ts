import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendResponse } from '#server/http/send-response.ts';

const rows = Array.from({ length: 200 }, (_, id) => ({ id, nom: `Fauteuil roulant ${id}` }));

/** What each path answers: a JSON list, a streamed page, a small JSON error. */
function answerFor(path: string): Response {
  if (path === '/json') return Response.json({ data: rows });
  if (path === '/petit') return Response.json({ error: { code: 'not_found' } }, { status: 404 });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('<!doctype html><p>début</p>'.repeat(100)));
      controller.enqueue(encoder.encode('<p>fin</p>'));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const request = new Request(`http://localhost${req.url}`, {
      headers: { 'Accept-Encoding': String(req.headers['accept-encoding'] ?? '') },
    });
    void sendResponse(request, res, answerFor(req.url ?? '/'));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

function get(path: string, acceptEncoding = 'br') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const call = httpRequest({ port, path, headers: { 'accept-encoding': acceptEncoding } });
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

describe('sendResponse', () => {
  it('sends a JSON answer whole: compressed in one piece, with its length, not chunked', async () => {
    const answer = await get('/json');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual({ data: rows });
  });

  it('sends a small JSON answer as it is, with its status and length', async () => {
    const answer = await get('/petit');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(JSON.parse(answer.body.toString())).toEqual({ error: { code: 'not_found' } });
  });

  it('streams a page, compressed chunk by chunk', async () => {
    const answer = await get('/page', 'identity');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.body.toString()).toMatch(/<p>fin<\/p>$/);
  });
});
