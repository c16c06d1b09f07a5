/**
 * The baseline of `npm run bench`: a bare node:http server answering each captured URL with the
 * exact response the site gave it (status, headers, body: the very same bytes), 404 otherwise.
 * Usage: node scripts/bench/static-server.ts <capture dir> <port>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import * as v from 'valibot';

const CaptureIndexSchema = v.record(
  v.string(),
  v.object({ status: v.number(), headers: v.array(v.string()), file: v.string() }),
);

const [dir = '.', port = '0'] = process.argv.slice(2);
const index = v.parse(
  CaptureIndexSchema,
  JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')),
);
const responses = new Map(
  Object.entries(index).map(([url, { status, headers, file }]) => {
    const body = readFileSync(join(dir, file));
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
