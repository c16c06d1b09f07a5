import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { call, expectBody, expectError, forgedToken, listOf, unique } from './client.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';

// X-Forwarded-For is trusted here, so each test sends from its own address and the rate limit
// (5 requests per address) of one test never reaches another.
let api: TestApi;
let token: string;
adminApiPerFile(
  (started) => {
    ({ api, token } = started);
  },
  { TRUST_PROXY: 'true' },
);

let lastOctet = 0;
/** A fresh client address. */
const newAddress = () => {
  lastOctet += 1;
  return `203.0.113.${lastOctet}`;
};

const Timestamp = v.pipe(v.string(), v.isoTimestamp());
const ContactRequest = v.strictObject({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  subject: v.string(),
  department: v.nullable(v.string()),
  message: v.string(),
  urgent: v.boolean(),
  traite: v.boolean(),
  cree_le: Timestamp,
  traite_le: v.nullable(Timestamp),
  statut: v.picklist(['nouvelle', 'en_cours', 'traitee']),
  note: v.string(),
  assigne_a: v.nullable(v.number()),
  assigne_nom: v.nullable(v.string()),
});
const ContactList = listOf(ContactRequest);
const Created = v.strictObject({ id: v.number() });

const form = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Amel',
  lastName: 'Ben Salah',
  email: 'amel@exemple.tn',
  subject: `Location de lit ${unique()}`,
  message: 'Bonjour,\nje souhaite louer un lit médicalisé.',
  urgent: false,
  ...extra,
});

const send = (json: unknown, address = newAddress()) =>
  call(api, 'POST', '/crud/contact-requests', {
    json,
    headers: { 'x-forwarded-for': address },
  });

async function create(extra: Record<string, unknown> = {}) {
  const body = form(extra);
  const { id } = expectBody(await send(body), 201, Created);
  return { id, subject: body.subject };
}

const list = async (query = 'limit=100') =>
  expectBody(
    await call(api, 'GET', `/crud/contact-requests?${query}`, { token }),
    200,
    ContactList,
  );

describe('POST /crud/contact-requests (public)', () => {
  it('stores a request without a token and answers 201 with its id', async () => {
    const response = await send(
      form({
        firstName: '  Amel ',
        phone: '+216 98 123 456',
        department: 'Orthopédie',
        subject: 'Lit médicalisé',
        urgent: true,
      }),
    );
    const { id } = expectBody(response, 201, Created);
    const stored = (await list()).rows.find((row) => row.id === id);
    expect(stored).toMatchObject({
      firstName: 'Amel',
      lastName: 'Ben Salah',
      email: 'amel@exemple.tn',
      phone: '+216 98 123 456',
      subject: 'Lit médicalisé',
      department: 'Orthopédie',
      message: 'Bonjour,\nje souhaite louer un lit médicalisé.',
      urgent: true,
      traite: false,
      traite_le: null,
    });
  });

  it('keeps phone and department optional', async () => {
    const { id } = await create({ phone: '', department: null });
    const stored = (await list()).rows.find((row) => row.id === id);
    expect(stored).toMatchObject({ phone: null, department: null, urgent: false });
  });

  it('answers 422 naming every missing required field', async () => {
    const error = expectError(await send({}), 422, 'validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'message', 'subject'].sort(),
    );
    const blank = expectError(await send(form({ subject: '   ' })), 422, 'validation_failed');
    expect(blank.fields).toEqual({ subject: 'est obligatoire' });
  });

  it.each([
    ['email', { email: 'amel@' }],
    ['email', { email: `${'a'.repeat(250)}@exemple.tn` }],
    ['phone', { phone: '71 ABC 750' }],
    ['phone', { phone: '7'.repeat(41) }],
    ['department', { department: 'Dermatologie' }],
    ['firstName', { firstName: 'a'.repeat(101) }],
    ['subject', { subject: 's'.repeat(201) }],
    ['message', { message: 'm'.repeat(5_001) }],
    ['urgent', { urgent: 'oui' }],
  ])('refuses a bad %s with 422 and a French field message', async (field, extra) => {
    const error = expectError(await send(form(extra)), 422, 'validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it('refuses unknown fields (400) and bodies that are not JSON (415)', async () => {
    expectError(await send(form({ ip: '1.2.3.4' })), 400, 'unknown_field');
    const text = await call(api, 'POST', '/crud/contact-requests', {
      body: 'firstName=Amel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(text, 415, 'unsupported_media_type');
  });

  it('pretends to accept a filled honeypot but stores nothing', async () => {
    const before = (await list()).total;
    const body = form({ website: 'https://spam.example' });
    expectBody(await send(body), 201, Created);
    const after = await list();
    expect(after.total).toBe(before);
    expect(after.rows.map((row) => row.subject)).not.toContain(body.subject);
    // An empty honeypot (what a person sends) is a normal request.
    expectBody(await send(form({ website: '' })), 201, Created);
    expect((await list()).total).toBe(before + 1);
  });

  it('allows 5 requests per address in 10 minutes, then 429 with Retry-After', async () => {
    const address = newAddress();
    for (let sent = 1; sent <= 5; sent += 1) {
      expectBody(await send(form(), address), 201, Created);
    }
    const refused = await send(form(), address);
    const error = expectError(refused, 429, 'too_many_attempts');
    expect(error.message).toMatch(/^Trop de demandes envoyées\. Réessayez dans \d+ minutes?\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    // A filled honeypot from that address is refused too: bots get no free pass.
    expectError(await send(form({ website: 'x' }), address), 429, 'too_many_attempts');
    // Other visitors are not affected.
    expectBody(await send(form()), 201, Created);
  });
});

describe('admin endpoints', () => {
  it('require a valid token (401)', async () => {
    const forged = await forgedToken();
    const { id } = await create();
    for (const auth of [{}, { token: forged }]) {
      expectError(await call(api, 'GET', '/crud/contact-requests', auth), 401);
      expectError(
        await call(api, 'PATCH', `/crud/contact-requests/${id}`, {
          ...auth,
          json: { traite: true },
        }),
        401,
      );
      expectError(await call(api, 'DELETE', `/crud/contact-requests/${id}`, auth), 401);
    }
    expect((await list()).rows.find((row) => row.id === id)?.traite).toBe(false);
  });

  it('list unhandled requests first, urgent ones first, then newest first', async () => {
    const oldNormal = await create();
    const urgent = await create({ urgent: true });
    const newNormal = await create();
    const handledUrgent = await create({ urgent: true });
    const newUrgent = await create({ urgent: true });
    await call(api, 'PATCH', `/crud/contact-requests/${handledUrgent.id}`, {
      token,
      json: { traite: true },
    });
    const mine = new Set([oldNormal, urgent, newNormal, handledUrgent, newUrgent].map((r) => r.id));
    const order = (await list()).rows.filter((row) => mine.has(row.id)).map((row) => row.id);
    expect(order).toEqual([newUrgent.id, urgent.id, newNormal.id, oldNormal.id, handledUrgent.id]);
    // Across the whole list: no handled request before an unhandled one, no normal before urgent.
    const rank = (row: { traite: boolean; urgent: boolean }) =>
      (row.traite ? 2 : 0) + (row.urgent ? 0 : 1);
    const ranks = (await list()).rows.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('filters by statut and pages with limit (at most 100)', async () => {
    await create();
    const all = await list();
    const fresh = await list('statut=nouveau&limit=100');
    const handled = await list('statut=traite&limit=100');
    expect(fresh.rows.every((row) => !row.traite)).toBe(true);
    expect(handled.rows.every((row) => row.traite)).toBe(true);
    expect(fresh.total + handled.total).toBe(all.total);
    const firstPage = await list('limit=2&page=1');
    const secondPage = await list('limit=2&page=2');
    expect(firstPage.rows).toHaveLength(2);
    expect(secondPage.rows[0]?.id).toBe(all.rows[2]?.id);
    expectError(
      await call(api, 'GET', '/crud/contact-requests?statut=lu', { token }),
      400,
      'invalid_query',
    );
    expect((await list('limit=1000')).rows.length).toBeLessThanOrEqual(100);
  });

  it('marks a request handled (with the time) and not handled again', async () => {
    const { id } = await create();
    const patch = (json: unknown, target: number | string = id) =>
      call(api, 'PATCH', `/crud/contact-requests/${target}`, { token, json });
    const handled = expectBody(await patch({ traite: true }), 200, ContactRequest);
    expect(handled.traite).toBe(true);
    expect(handled.traite_le).not.toBeNull();
    expect((await list('statut=traite&limit=100')).rows.map((row) => row.id)).toContain(id);
    const reopened = expectBody(await patch({ traite: false }), 200, ContactRequest);
    expect(reopened).toMatchObject({ traite: false, traite_le: null });
    expectError(await patch({ traite: 'oui' }), 422, 'validation_failed');
    expectError(await patch({ traite: true, message: 'x' }), 400, 'unknown_field');
    expectError(await patch({ traite: true }, 999_999), 404, 'not_found');
    expectError(await patch({ traite: true }, 'abc'), 400, 'invalid_id');
  });

  it('deletes a request (204), then answers 404', async () => {
    const { id } = await create();
    const remove = () => call(api, 'DELETE', `/crud/contact-requests/${id}`, { token });
    expect((await remove()).status).toBe(204);
    expect((await list()).rows.map((row) => row.id)).not.toContain(id);
    expectError(await remove(), 404, 'not_found');
  });
});
