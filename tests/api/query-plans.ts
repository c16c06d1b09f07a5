import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/connection.ts';
import * as schema from '#server/db/tables.ts';
import { freshPostgresFromTemplate } from './template.ts';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}
const PlanNodeSchema: v.GenericSchema<PlanNode> = v.looseObject({
  'Node Type': v.string(),
  'Relation Name': v.optional(v.string()),
  'Index Name': v.optional(v.string()),
  'Plan Rows': v.number(),
  Plans: v.optional(v.array(v.lazy(() => PlanNodeSchema))),
});
export const ExplainSchema = v.tuple([v.looseObject({ Plan: PlanNodeSchema })]);

/** A plan and every node under it, in one list. */
export const planNodes = (plan: PlanNode): PlanNode[] => [
  plan,
  ...(plan.Plans ?? []).flatMap(planNodes),
];

export interface SentQuery {
  query: string;
  params: unknown[];
}

/** A fresh PostgreSQL database filled once for the file, read through a drizzle that logs its SQL. */
export interface PlanProbe {
  /** The queries `db` sent since the last `sent.length = 0`. */
  sent: SentQuery[];
  db: ReturnType<typeof drizzle<typeof schema>>;
  pool: pg.Pool;
  /** EXPLAIN of a query `db` sent, as the list of its plan's nodes. */
  planOf(query: SentQuery | undefined): Promise<PlanNode[]>;
}

/**
 * The set-up of the EXPLAIN tests: with TEST_DATABASE_URL, a fresh migrated database for the
 * file (named after `prefix`), filled by `fill` before its tests, dropped after them.
 */
export function planProbePerFile(
  prefix: string,
  fill: (db: DatabaseHandle['db']) => Promise<void>,
): PlanProbe {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let fresh: Awaited<ReturnType<typeof freshPostgresFromTemplate>> | undefined;
  let handle: DatabaseHandle | undefined;
  let pool: pg.Pool | undefined;
  let db: PlanProbe['db'] | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the plan probe is read before its beforeAll ran');
    return value;
  };
  const sent: SentQuery[] = [];
  const probe: PlanProbe = {
    sent,
    get db() {
      return ready(db);
    },
    get pool() {
      return ready(pool);
    },
    planOf: async (query) => {
      if (!query) throw new Error('no query sent');
      const { rows } = await ready(pool).query(
        `EXPLAIN (FORMAT JSON) ${query.query}`,
        query.params,
      );
      const [explained] = v.parse(ExplainSchema, rows[0]['QUERY PLAN']);
      return planNodes(explained.Plan);
    },
  };
  beforeAll(async () => {
    if (!adminUrl) return;
    fresh = await freshPostgresFromTemplate(adminUrl, prefix);
    handle = await openDatabase({ dataDir: '/nonexistent', databaseUrl: fresh.url });
    await fill(handle.db);
    pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
    db = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => sent.push({ query, params }) },
    });
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await handle?.close();
    await fresh?.drop();
  });
  return probe;
}
