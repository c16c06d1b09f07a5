import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequestSummarySql } from '#server/db/repositories/contact-requests.repository.ts';
import { call, expectBody, expectError, forgedToken, unique } from './client.ts';
import { login, restartTestApi, startTestApi, type TestApi } from './harness.ts';

/**
 * Issue 20 point 14: GET /crud/contact-requests/summary, staff only, counts the requests not yet
 * handled and the urgent ones among them, from the database (so every instance agrees). No SMTP
 * server is configured here: requests are stored and counted all the same.
 */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true' });
  token = (await login(api)).token;
});
afterAll(async () => {
  await api?.close();
});

const Summary = v.strictObject({ unhandled: v.number(), urgent: v.number() });
const Created = v.strictObject({ id: v.number() });

let lastOctet = 0;
async function send(urgent: boolean) {
  lastOctet += 1;
  const response = await call(api, 'POST', '/crud/contact-requests', {
    json: {
      firstName: 'Amel',
      lastName: 'Ben Salah',
      email: 'amel@exemple.tn',
      subject: `Demande ${unique()}`,
      message: 'Bonjour',
      urgent,
    },
    headers: { 'x-forwarded-for': `192.0.2.${lastOctet}` },
  });
  return expectBody(response, 201, Created).id;
}

const summary = async (bearer = token) =>
  expectBody(
    await call(api, 'GET', '/crud/contact-requests/summary', { token: bearer }),
    200,
    Summary,
  );

const setHandled = async (id: number, traite: boolean) => {
  const response = await call(api, 'PATCH', `/crud/contact-requests/${id}`, {
    token,
    json: { traite },
  });
  expect(response.status).toBe(200);
};

describe('GET /crud/contact-requests/summary', () => {
  it('refuses anonymous and forged callers with 401', async () => {
    expectError(await call(api, 'GET', '/crud/contact-requests/summary'), 401, 'unauthorized');
    const forged = await forgedToken();
    expectError(
      await call(api, 'GET', '/crud/contact-requests/summary', { token: forged }),
      401,
      'unauthorized',
    );
  });

  it('counts unhandled requests and the urgent ones, following what staff mark handled', async () => {
    expect(await summary()).toEqual({ unhandled: 0, urgent: 0 });
    const urgent = await send(true);
    const ordinary = await send(false);
    await send(false);
    expect(await summary()).toEqual({ unhandled: 3, urgent: 1 });

    await setHandled(urgent, true);
    expect(await summary()).toEqual({ unhandled: 2, urgent: 0 });
    await setHandled(ordinary, true);
    expect(await summary()).toEqual({ unhandled: 1, urgent: 0 });
    await setHandled(urgent, false);
    expect(await summary()).toEqual({ unhandled: 2, urgent: 1 });

    const deleted = await call(api, 'DELETE', `/crud/contact-requests/${urgent}`, { token });
    expect(deleted.status).toBe(204);
    expect(await summary()).toEqual({ unhandled: 1, urgent: 0 });
  });

  it('counts a request "en cours" until it is "traitée" (someone took it, nobody answered yet)', async () => {
    const before = await summary();
    const id = await send(true);
    const setStatus = async (statut: string) => {
      const response = await call(api, 'PATCH', `/crud/contact-requests/${id}`, {
        token,
        json: { statut },
      });
      expect(response.status).toBe(200);
    };
    await setStatus('en_cours');
    expect(await summary()).toEqual({ unhandled: before.unhandled + 1, urgent: before.urgent + 1 });
    await setStatus('traitee');
    expect(await summary()).toEqual(before);
  });

  it('is read from the database: a restarted server counts the same', async () => {
    const before = await summary();
    await send(true);
    api = await restartTestApi(api);
    token = (await login(api)).token;
    expect(await summary()).toEqual({
      unhandled: before.unhandled + 1,
      urgent: before.urgent + 1,
    });
  });
});

const PlanNodeSchema = v.looseObject({
  'Node Type': v.string(),
  'Index Name': v.optional(v.string()),
  Plans: v.optional(v.array(v.looseObject({ 'Node Type': v.string() }))),
});
const ExplainRow = v.object({
  'QUERY PLAN': v.tuple([v.looseObject({ Plan: PlanNodeSchema })]),
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the count on PostgreSQL', () => {
  it('walks the inbox index alone, even past 20,000 handled requests', async () => {
    const db = api.runtime.database.db;
    await db.execute(sql`
      INSERT INTO contact_requests (first_name, last_name, email, subject, message, urgent, statut)
      SELECT 'A', 'B', 'a@b.tn', 'S', 'M', g % 7 = 0,
        CASE WHEN g > 40 THEN 'traitee' WHEN g % 2 = 0 THEN 'en_cours' ELSE 'nouvelle' END
      FROM generate_series(1, 20000) AS g`);
    await db.execute(sql`VACUUM ANALYZE contact_requests`);
    const statement = contactRequestSummarySql(db);
    const pool = new pg.Pool({ connectionString: api.databaseUrl, max: 1 });
    try {
      const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params);
      const [{ Plan: plan }] = v.parse(ExplainRow, rows[0])['QUERY PLAN'];
      const scans = [plan, ...(plan.Plans ?? [])].map((node) => node['Node Type']);
      expect(scans).toContain('Index Only Scan');
      expect(JSON.stringify(rows[0])).toContain('contact_requests_inbox_idx');
      expect(scans).not.toContain('Seq Scan');
    } finally {
      await pool.end();
    }
  });
});
