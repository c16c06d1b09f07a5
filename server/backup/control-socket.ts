import { createHash } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { log } from '#server/log/logger.ts';
import { Manifest } from './manifest.ts';
import type { BackupResult } from './take-backup.ts';

/**
 * How `npm run backup` reaches the server that holds the embedded database (only one process can
 * open it): an HTTP socket in DATA_DIR, readable and writable by the server's user only, so file
 * permissions are the authorisation (docs/decisions/030). It answers one request: POST /backup.
 */
export function controlSocketPath(dataDir: string): string {
  const inDataDir = join(resolve(dataDir), 'backup.sock');
  // A socket's path has at most 107 bytes on Linux: a deep DATA_DIR gets one in the temporary
  // folder, named after it (the server and the command compute the same name).
  if (Buffer.byteLength(inDataDir) <= 100) return inDataDir;
  const name = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 24);
  return join(tmpdir(), `site-backup-${name}.sock`);
}

const Ask = v.object({ outDir: v.pipe(v.string(), v.minLength(1), v.maxLength(4_096)) });
const Answer = v.union([
  v.object({
    file: v.string(),
    bytes: v.number(),
    durationMs: v.number(),
    manifest: Manifest,
  }),
  v.object({ error: v.string() }),
]);

export async function listenForBackups(
  dataDir: string,
  backup: (outDir: string) => Promise<BackupResult>,
): Promise<() => Promise<void>> {
  const path = controlSocketPath(dataDir);
  // The caller has checked with refuseSecondServer before opening the database: a socket file
  // still there was left by a server that was killed, and nobody listens on it any more.
  await rm(path, { force: true });
  const server: Server = createServer(async (req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { error: 'not found' });
    let text = '';
    for await (const chunk of req) {
      text += String(chunk);
      if (text.length > 8_192) return answer(413, { error: 'request too large' });
    }
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {}
    const asked = v.safeParse(Ask, json);
    if (!asked.success) return answer(400, { error: 'outDir is required' });
    try {
      answer(200, await backup(resolve(asked.output.outDir)));
    } catch (error) {
      answer(500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, done);
  });
  await chmod(path, 0o600);
  log().debug({ event: 'backup.socket', path }, 'backups can be asked on the control socket');
  return () =>
    new Promise<void>((done) => {
      server.close(() => done());
    });
}

/**
 * Stops a second server from opening an embedded database another one holds (two would corrupt
 * it): the first one's socket answers. Called before the database opens.
 */
export async function refuseSecondServer(dataDir: string): Promise<void> {
  if (await isServerListening(dataDir)) {
    throw new Error(
      `another server already runs on ${resolve(dataDir)} (its backup socket answers): the embedded database takes one server at a time`,
    );
  }
}

/** Whether a server listens on DATA_DIR's control socket. */
export function isServerListening(dataDir: string): Promise<boolean> {
  return new Promise((done) => {
    const req = request({ socketPath: controlSocketPath(dataDir), path: '/', method: 'HEAD' });
    req.on('response', (res) => {
      res.resume();
      done(true);
    });
    req.on('error', () => done(false));
    req.end();
  });
}

/**
 * Asks the running server for a backup into `outDir`; null when no server listens (then the
 * caller opens DATA_DIR itself).
 */
export function askRunningServer(dataDir: string, outDir: string): Promise<BackupResult | null> {
  return new Promise((done, fail) => {
    const req = request(
      {
        socketPath: controlSocketPath(dataDir),
        path: '/backup',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      async (res) => {
        let text = '';
        for await (const chunk of res) text += String(chunk);
        try {
          const answer = v.parse(Answer, JSON.parse(text));
          if ('error' in answer) fail(new Error(answer.error));
          else done(answer);
        } catch {
          fail(new Error(`the server answered the backup request with ${res.statusCode}`));
        }
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(null);
      else fail(error);
    });
    req.end(JSON.stringify({ outDir }));
  });
}
