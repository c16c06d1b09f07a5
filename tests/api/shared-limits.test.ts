import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectBody, expectError, TokenPair, unique } from './client.ts';
import { admin, createAdmin, restartTestApi, startTestApi, type TestApi } from './harness.ts';

// Login throttling and the contact-form limit are counted in the database (docs/decisions/016):
// a restarted instance still refuses, and (on PostgreSQL) two instances on one database throttle
// exactly as one. One proxy hop is trusted so that tests name the client address.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await api?.close();
});

const attempt = (on: TestApi, password: string, email: string, from: string) =>
  call(on, 'POST', '/auth/login', {
    json: { email, password },
    headers: { 'x-forwarded-for': from },
  });

const contact = (on: TestApi, from: string) =>
  call(on, 'POST', '/crud/contact-requests', {
    json: {
      firstName: 'Amel',
      lastName: 'Ben Salah',
      email: 'amel@exemple.tn',
      subject: `Location ${unique()}`,
      message: 'Bonjour',
      urgent: false,
    },
    headers: { 'x-forwarded-for': from },
  });

/** Alternates the calls between the instances given, first to last. */
const onTurn = (instances: TestApi[], n: number) => instances[n % instances.length] ?? api;

describe('after a restart (a new runtime on the same database)', () => {
  it('a locked client is still refused, the contact limit still holds, and other clients are not concerned', async () => {
    const from = '198.51.100.31';
    for (let n = 1; n <= 5; n += 1) {
      expectError(await attempt(api, `faux-${n}`, admin.email, from), 401, 'invalid_credentials');
    }
    for (let n = 1; n <= 5; n += 1) expect((await contact(api, from)).status).toBe(201);
    api = await restartTestApi(api);
    expectError(await attempt(api, admin.password, admin.email, from), 429, 'too_many_attempts');
    expectError(await contact(api, from), 429, 'too_many_attempts');
    expectBody(await attempt(api, admin.password, admin.email, '198.51.100.32'), 200, TokenPair);
    expect((await contact(api, '198.51.100.32')).status).toBe(201);
  });

  it('a clean client with the right password still gets in past the account ceiling counted before and after', async () => {
    const owner = { email: `assiege-${unique()}@test.tn`, password: 'le-bon-mot-de-passe' };
    await createAdmin(api, owner.email, owner.password);
    // 25 addresses × 4 failures (100: the account's ceiling), half of them before the restart.
    for (let address = 1; address <= 25; address += 1) {
      if (address === 13) api = await restartTestApi(api);
      const statuses = await Promise.all(
        [1, 2, 3, 4].map(async (n) => {
          const response = await attempt(api, `spray-${n}`, owner.email, `203.0.113.${address}`);
          return response.status;
        }),
      );
      expect(statuses).toEqual([401, 401, 401, 401]);
    }
    expectError(
      await attempt(api, 'encore-faux', owner.email, '192.0.2.40'),
      429,
      'too_many_attempts',
    );
    expectBody(await attempt(api, owner.password, owner.email, '192.0.2.41'), 200, TokenPair);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: TestApi;
  beforeAll(async () => {
    other = await startTestApi({ TRUST_PROXY: '1', DATABASE_URL: api.databaseUrl ?? '' });
  });
  afterAll(async () => {
    await other?.close();
  });

  it.each([
    ['the first', 0],
    ['the second', 1],
  ])('refuse the 6th wrong password of one client when %s instance gets it', async (_, last) => {
    const both = [api, other];
    const from = `198.51.100.${50 + last}`;
    const email = `cible-${unique()}@test.tn`;
    const statuses: number[] = [];
    // Failures 1–5 alternate between the instances; the 6th goes to instance `last`.
    for (let n = 0; n < 5; n += 1) {
      statuses.push((await attempt(onTurn(both, n + last + 1), 'x', email, from)).status);
    }
    statuses.push((await attempt(onTurn(both, last), 'x', email, from)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Still refused on both, even with the right password of a real account from that client.
    expectError(await attempt(api, 'x', email, from), 429, 'too_many_attempts');
    expectError(await attempt(other, 'x', email, from), 429, 'too_many_attempts');
  });

  it('count wrong passwords sent to both at once: every 401 was counted, none lost', async () => {
    const from = '198.51.100.60';
    const email = `rafale-${unique()}@test.tn`;
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const response = await attempt(onTurn([api, other], n), 'x', email, from);
        return response.status;
      }),
    );
    // Checks may pass side by side, but each 401 recorded its failure: 5 failures lock the
    // client for 1 minute, 5 more for 2 minutes. A lost update would show a shorter lock.
    const counted = statuses.filter((status) => status === 401).length;
    expect(counted).toBeGreaterThanOrEqual(5);
    const minutes = counted >= 10 ? 2 : 1;
    for (const on of [api, other]) {
      const refused = await attempt(on, 'x', email, from);
      expectError(refused, 429, 'too_many_attempts');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
      expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
    }
  });

  it('share the address budget: 20 accounts sprayed over both lock the address on both', async () => {
    const from = '198.51.100.70';
    const statuses: number[] = [];
    for (let n = 0; n < 22; n += 1) {
      const response = await attempt(onTurn([api, other], n), 'x', `spray-${n}@test.tn`, from);
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('share the contact limit: 5 requests per address over both, the 6th refused by either', async () => {
    const from = '198.51.100.80';
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1)
      statuses.push((await contact(onTurn([api, other], n), from)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('past the account ceiling reached over both, let a clean client with the right password in on either', async () => {
    const owner = { email: `assiege-${unique()}@test.tn`, password: 'le-bon-mot-de-passe' };
    await createAdmin(api, owner.email, owner.password);
    for (let address = 1; address <= 25; address += 1) {
      const statuses = await Promise.all(
        [1, 2, 3, 4].map(async (n) => {
          const on = onTurn([api, other], n);
          return (await attempt(on, `spray-${n}`, owner.email, `203.0.113.${100 + address}`))
            .status;
        }),
      );
      expect(statuses).toEqual([401, 401, 401, 401]);
    }
    // A clean client's wrong password is refused by either instance (the account is strict)…
    expectError(await attempt(other, 'faux', owner.email, '192.0.2.50'), 429, 'too_many_attempts');
    expectError(await attempt(api, 'faux', owner.email, '192.0.2.51'), 429, 'too_many_attempts');
    // …and its right password lets it in on either.
    expectBody(await attempt(api, owner.password, owner.email, '192.0.2.52'), 200, TokenPair);
    expectBody(await attempt(other, owner.password, owner.email, '192.0.2.53'), 200, TokenPair);
  });
});
