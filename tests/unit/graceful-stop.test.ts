import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServer } from '#server/http/graceful-stop.ts';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose answers wait until `release()`; `started` resolves when a request arrives. */
async function slowServer() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => {
    release = done;
  });
  let arrived: () => void = () => undefined;
  const started = new Promise<void>((done) => {
    arrived = done;
  });
  server = createServer(async (_, response) => {
    arrived();
    await released;
    response.end('fini');
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { port, release, started };
}

function get(port: number, agent: boolean) {
  return new Promise<string>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent: agent ? undefined : false });
    req.once('error', reject);
    req.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.once('end', () => resolve(text));
    });
    req.end();
  });
}

describe('closeServer', () => {
  it('refuses new connections at once and resolves after the request under way is answered', async () => {
    const { port, release, started } = await slowServer();
    const underWay = get(port, true);
    await started;
    let closed = false;
    const closing = closeServer(server as Server, 5_000).then(() => {
      closed = true;
    });
    await expect(get(port, false)).rejects.toThrow(/ECONNREFUSED/);
    expect(closed).toBe(false);
    release();
    expect(await underWay).toBe('fini');
    await closing;
    expect(closed).toBe(true);
  });

  it('cuts a request still running when the time is up', async () => {
    const { port, started } = await slowServer();
    const underWay = get(port, true);
    await started;
    const began = Date.now();
    await closeServer(server as Server, 200);
    expect(Date.now() - began).toBeGreaterThanOrEqual(150);
    await expect(underWay).rejects.toThrow();
  });
});
