import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh PostgreSQL database on the server of `adminUrl` (tests, benchmarks), dropped by `drop`. */
export async function createFreshPostgres(adminUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
