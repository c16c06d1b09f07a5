import { randomBytes } from 'node:crypto';
import pg from 'pg';

const inUse = '55006'; // object_in_use: another session is still connected

/**
 * Drops `name` once the sessions its users just closed are gone. A client that has sent its
 * Terminate is still connected for a few milliseconds; `WITH (FORCE)` at that moment makes
 * PostgreSQL send it a FATAL it may no longer listen for, an uncaught error in the test process
 * (seen in CI: tests/api/journal-plans.test.ts). So plain DROP first, while sessions finish
 * closing; FORCE only for a session left open after 5 s.
 */
async function dropWhenClosed(admin: pg.Client, name: string) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if (!(error instanceof pg.DatabaseError) || error.code !== inUse) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** CREATE DATABASE, waiting (5 s at most) for the last sessions of its template to close. */
async function createWhenTemplateFree(admin: pg.Client, name: string, template?: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      return;
    } catch (error) {
      const busy = error instanceof pg.DatabaseError && error.code === inUse;
      if (!busy || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * A fresh PostgreSQL database on the server of `adminUrl` (tests, benchmarks), dropped by `drop`:
 * empty, or a copy of `template` (a database nobody is connected to, e.g. one already migrated).
 */
export async function createFreshPostgres(adminUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await createWhenTemplateFree(client, name, template);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropWhenClosed(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}
