/**
 * The baseline of `npm run bench`: a bare node:http server answering each captured URL with the
 * exact bytes, status and content type the site gave it, and 404 otherwise.
 * Usage: node scripts/bench/static-server.ts <capture dir> <port>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import * as v from 'valibot';

const CaptureIndexSchema = v.record(
  v.string(),
  v.object({ status: v.number(), contentType: v.string(), file: v.string() }),
);

const [dir = '.', port = '0'] = process.argv.slice(2);
const index = v.parse(
  CaptureIndexSchema,
  JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')),
);
const responses = new Map(
  Object.entries(index).map(([url, { status, contentType, file }]) => {
    const body = readFileSync(join(dir, file));
    const headers = { 'content-type': contentType, 'content-length': String(body.length) };
    return [url, { status, headers, body }];
  }),
);

createServer((request, response) => {
  const hit = responses.get(request.url ?? '');
  if (!hit) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(hit.status, hit.headers).end(hit.body);
}).listen(Number(port), '127.0.0.1');
