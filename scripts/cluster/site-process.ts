import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1 (closed again at once, so another process can take it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export interface SiteProcess {
  url: string;
  port: number;
  /** The server's process id (its memory is read from /proc by the cluster benchmark). */
  pid: number;
  /** Sends `signal` to the server's process. */
  signal(signal: NodeJS.Signals): void;
  /** The process's exit code (null when a signal ended it), once it has exited. */
  exited: Promise<number | null>;
  /** Resolves once the server has printed `text` (stdout or stderr). */
  printed(text: string): Promise<void>;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * One production server (scripts/start.ts over the built site) listening on 127.0.0.1:`port`;
 * resolves once it says "Site ready". `env` adds to (and overrides) this process's environment.
 */
export async function startSiteProcess(
  port: number,
  env: Record<string, string>,
  readyWithinMs = 90_000,
): Promise<SiteProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watch of watchers) watch();
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const printed = (text: string) =>
    new Promise<void>((done) => {
      const watch = () => {
        if (!output.includes(text)) return;
        watchers.delete(watch);
        done();
      };
      watchers.add(watch);
      watch();
    });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      printed('Site ready'),
      exited.then((code) => Promise.reject(new Error(`${url} exited (${code}):\n${output}`))),
      new Promise((_, fail) => {
        timer = setTimeout(
          () => fail(new Error(`${url} did not start:\n${output}`)),
          readyWithinMs,
        );
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    url,
    port,
    pid: child.pid ?? 0,
    exited,
    printed,
    output: () => output,
    signal: (signal) => {
      child.kill(signal);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
