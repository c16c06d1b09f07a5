import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import pg from 'pg';
import * as v from 'valibot';

/**
 * Debian's PostgreSQL client programs (`pg_dump`, `pg_restore`, `psql`) for the server's major
 * version: `/usr/lib/postgresql/<major>/bin` first (where Debian installs each version side by
 * side), then the one on PATH when it is at least as new as the server.
 */
export async function pgTool(name: 'pg_dump' | 'pg_restore' | 'psql', databaseUrl: string) {
  const major = await serverMajor(databaseUrl);
  const versioned = `/usr/lib/postgresql/${major}/bin/${name}`;
  if (
    await access(versioned).then(
      () => true,
      () => false,
    )
  )
    return versioned;
  const onPath = await run(name, ['--version']).catch(() => null);
  const found = Number(/(\d+)(?:\.\d+)?/.exec(onPath ?? '')?.[1] ?? 0);
  if (found >= major) return name;
  throw new Error(
    `${name} for PostgreSQL ${major} was not found${onPath ? ` (${name} on PATH is ${found})` : ''}: install Debian's postgresql-client-${major} (apt-get install postgresql-client-${major})`,
  );
}

const Version = v.object({ rows: v.array(v.object({ server_version_num: v.string() })) });

async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = v.parse(Version, await client.query('show server_version_num'));
    return Math.floor(Number(rows[0]?.server_version_num ?? 0) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * Runs a program; resolves with its standard output (or pipes it into `stdout`), rejects with its
 * last lines of standard error. `stdin`, when given, is streamed in.
 */
export function run(
  program: string,
  args: readonly string[],
  options: { stdout?: Writable; stdin?: NodeJS.ReadableStream } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    if (options.stdout) child.stdout?.pipe(options.stdout);
    else child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    if (options.stdin && child.stdin) {
      child.stdin.on('error', () => undefined);
      options.stdin.pipe(child.stdin);
    }
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${program} failed (exit ${code}): ${err.trim() || 'no message'}`));
    });
  });
}
