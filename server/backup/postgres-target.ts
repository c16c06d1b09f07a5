import pg from 'pg';
import * as v from 'valibot';

const Held = v.object({
  rows: v.array(
    v.object({
      tables: v.union([v.number(), v.string()]),
      migrated: v.boolean(),
    }),
  ),
});
const Counted = v.object({ rows: v.array(v.object({ n: v.union([v.number(), v.string()]) })) });

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * What a PostgreSQL database holds of a site, in a few words for the operator ("23 tables, of
 * which 1,234 products and 56 articles"); null when it holds nothing (no table, no migration).
 */
export function postgresEmptiness(databaseUrl: string): Promise<string | null> {
  return withClient(databaseUrl, async (client) => {
    const held = v.parse(
      Held,
      await client.query(`select
        (select count(*) from pg_tables where schemaname = 'public') as tables,
        exists (select 1 from pg_namespace where nspname = 'drizzle') as migrated`),
    ).rows[0];
    const tables = Number(held?.tables ?? 0);
    if (tables === 0 && !held?.migrated) return null;
    const counts: string[] = [];
    for (const [table, label] of [
      ['products', 'products'],
      ['articles', 'articles'],
      ['categories', 'categories'],
      ['admin_users', 'staff accounts'],
    ] as const) {
      const found = await client
        .query(`select count(*) as n from public.${table}`)
        .then((result) => Number(v.parse(Counted, result).rows[0]?.n ?? 0))
        .catch(() => null);
      if (found !== null) counts.push(`${found.toLocaleString('en')} ${label}`);
    }
    return `${tables} tables${counts.length ? `, of which ${counts.join(', ')}` : ''}`;
  });
}

/** Empties the database of everything a site puts there: its tables, extensions and migrations. */
export function wipePostgres(databaseUrl: string): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    await client.query('begin');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await client.query('commit');
  });
}
