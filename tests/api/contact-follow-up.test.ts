import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import { call, expectBody, expectError, forgedToken, unique } from './client.ts';
import { admin, login, startTestApi, type TestApi } from './harness.ts';
import { createStaffUser, signedInEditor } from './staff-fixtures.ts';

/**
 * Issue 36 §8: staff follow a contact request up with a status (nouvelle, en cours, traitée), an
 * internal note and a colleague in charge; each change is a journal line, bad input a French 4xx.
 */
let api: TestApi;
let token: string;
let editor: { id: number; token: string; email: string };
let colleague: { id: number };
let gone: { id: number };

beforeAll(async () => {
  // X-Forwarded-For trusted: each request from its own address, under the form's rate limit.
  api = await startTestApi({ TRUST_PROXY: 'true' });
  token = (await login(api)).token;
  editor = await signedInEditor(api, 'salma@suivi.tn');
  colleague = await createStaffUser(api, {
    email: 'youssef@suivi.tn',
    password: 'une-phrase-de-passe-solide',
    role: 'editeur',
  });
  gone = await createStaffUser(api, {
    email: 'parti@suivi.tn',
    password: 'une-phrase-de-passe-solide',
    role: 'editeur',
  });
  await call(api, 'PATCH', `/staff/${gone.id}`, { token, json: { active: false } });
});
afterAll(async () => {
  await api?.close();
});

const FollowUp = v.object({
  id: v.number(),
  traite: v.boolean(),
  traite_le: v.nullable(v.string()),
  statut: v.picklist(['nouvelle', 'en_cours', 'traitee']),
  note: v.string(),
  assigne_a: v.nullable(v.number()),
  assigne_nom: v.nullable(v.string()),
});
const Assignees = v.strictObject({
  rows: v.array(v.strictObject({ id: v.number(), name: v.string() })),
});

let sender = 0;
async function createRequest() {
  sender += 1;
  const subject = `Fauteuil roulant ${unique()}`;
  const sent = await call(api, 'POST', '/crud/contact-requests', {
    headers: { 'x-forwarded-for': `198.51.100.${sender}` },
    json: {
      firstName: 'Hédi',
      lastName: 'Trabelsi',
      email: 'hedi@exemple.tn',
      subject,
      message: 'M',
    },
  });
  return { id: v.parse(v.object({ id: v.number() }), sent.body).id, subject };
}

const patch = (id: number | string, json: unknown, auth = token) =>
  call(api, 'PATCH', `/crud/contact-requests/${id}`, { token: auth, json });

async function linesOf(id: number) {
  const response = await call(api, 'GET', '/journal?entite=demande_contact&limit=100', { token });
  const { rows } = expectBody(response, 200, JournalPageSchema);
  return rows.filter((line) => line.entity_id === String(id)).reverse();
}

const listed = async (statut: string) => {
  const response = await call(api, 'GET', `/crud/contact-requests?statut=${statut}&limit=100`, {
    token,
  });
  return expectBody(response, 200, v.object({ rows: v.array(FollowUp), total: v.number() }));
};

describe('GET /crud/contact-requests/assignees', () => {
  it('lists the active colleagues by name, for an éditeur too; refuses anonymous callers', async () => {
    expectError(await call(api, 'GET', '/crud/contact-requests/assignees'), 401, 'unauthorized');
    const forged = await forgedToken();
    expectError(await call(api, 'GET', '/crud/contact-requests/assignees', { token: forged }), 401);
    const response = await call(api, 'GET', '/crud/contact-requests/assignees', {
      token: editor.token,
    });
    const { rows } = expectBody(response, 200, Assignees);
    const names = rows.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['salma', 'youssef']));
    expect(names).not.toContain('parti');
    expect(rows.find((row) => row.name === 'youssef')?.id).toBe(colleague.id);
  });
});

describe('PATCH /crud/contact-requests/:id (follow-up)', () => {
  it('changes the status, the note and the colleague, each journaled with its author', async () => {
    const { id, subject } = await createRequest();
    const assigned = expectBody(
      await patch(id, { assigne_a: colleague.id }, editor.token),
      200,
      FollowUp,
    );
    expect(assigned).toMatchObject({
      assigne_a: colleague.id,
      assigne_nom: 'youssef',
      statut: 'nouvelle',
    });
    const noted = expectBody(
      await patch(id, { note: '  Rappeler après 17 h.  ' }, editor.token),
      200,
      FollowUp,
    );
    expect(noted.note).toBe('Rappeler après 17 h.');
    const started = expectBody(await patch(id, { statut: 'en_cours' }), 200, FollowUp);
    expect(started).toMatchObject({ statut: 'en_cours', traite: false, traite_le: null });
    expect((await listed('en_cours')).rows.map((row) => row.id)).toContain(id);
    // "en cours" is not handled yet: it stays among the requests to answer (decision 006's filter).
    expect((await listed('nouveau')).rows.map((row) => row.id)).toContain(id);
    const done = expectBody(await patch(id, { statut: 'traitee' }), 200, FollowUp);
    expect(done).toMatchObject({ statut: 'traitee', traite: true, assigne_nom: 'youssef' });
    expect(done.traite_le).not.toBeNull();
    expect((await listed('traitee')).rows.map((row) => row.id)).toContain(id);
    expect((await listed('en_cours')).rows.map((row) => row.id)).not.toContain(id);
    const unassigned = expectBody(await patch(id, { assigne_a: null }), 200, FollowUp);
    expect(unassigned).toMatchObject({ assigne_a: null, assigne_nom: null });

    const lines = await linesOf(id);
    expect(lines.map((line) => [line.action, line.actor_email, line.changes])).toEqual([
      ['modification', editor.email, [{ field: 'assigne_a', before: null, after: 'youssef' }]],
      [
        'modification',
        editor.email,
        [{ field: 'note', before: '', after: 'Rappeler après 17 h.' }],
      ],
      ['modification', admin.email, [{ field: 'statut', before: 'Nouvelle', after: 'En cours' }]],
      ['modification', admin.email, [{ field: 'statut', before: 'En cours', after: 'Traitée' }]],
      ['modification', admin.email, [{ field: 'assigne_a', before: 'youssef', after: null }]],
    ]);
    expect(lines.every((line) => line.entity_label === `Hédi Trabelsi — ${subject}`)).toBe(true);
  });

  it('keeps the first { traite } meaning: handled is traitée, not handled brings it back to nouvelle', async () => {
    const { id } = await createRequest();
    expect(expectBody(await patch(id, { traite: true }), 200, FollowUp).statut).toBe('traitee');
    expect(expectBody(await patch(id, { traite: false }), 200, FollowUp).statut).toBe('nouvelle');
    await patch(id, { statut: 'en_cours' });
    expect(expectBody(await patch(id, { traite: false }), 200, FollowUp).statut).toBe('en_cours');
  });

  it('writes no line when nothing changes', async () => {
    const { id } = await createRequest();
    await patch(id, { statut: 'nouvelle', note: '' });
    expect(await linesOf(id)).toEqual([]);
  });

  it('refuses bad input with a French message and changes nothing', async () => {
    const { id } = await createRequest();
    const refusals: [unknown, number, string, RegExp][] = [
      [
        { statut: 'fermee' },
        422,
        'validation_failed',
        /statut : doit valoir nouvelle, en_cours ou traitee/,
      ],
      [{ note: 'x'.repeat(2001) }, 422, 'validation_failed', /note : 2000 caractères au maximum/],
      [{ note: 12 }, 422, 'validation_failed', /note : doit être du texte/],
      [{ assigne_a: 'youssef' }, 422, 'validation_failed', /assigne_a : doit être un identifiant/],
      [{ assigne_a: 999_999 }, 422, 'validation_failed', /assigne_a : doit être un compte actif/],
      [{ assigne_a: gone.id }, 422, 'validation_failed', /assigne_a : doit être un compte actif/],
      [{ statut: 'traitee', traite: true }, 422, 'validation_failed', /pas les deux/],
      [{}, 422, 'validation_failed', /indiquez ce qui change/],
      [{ note: 'x', commentaire: 'y' }, 400, 'unknown_field', /Champ inconnu : « commentaire »/],
    ];
    for (const [json, status, code, message] of refusals) {
      expect(expectError(await patch(id, json), status, code).message).toMatch(message);
    }
    expectError(await patch(999_999, { statut: 'en_cours' }), 404, 'not_found');
    const [row] = (await listed('nouvelle')).rows.filter((r) => r.id === id);
    expect(row).toMatchObject({ statut: 'nouvelle', note: '', assigne_a: null });
    expect(await linesOf(id)).toEqual([]);
  });

  it('requires a session: anonymous and forged callers get 401 and change nothing', async () => {
    const { id } = await createRequest();
    const forged = await forgedToken();
    for (const auth of [undefined, forged]) {
      expectError(
        await call(api, 'PATCH', `/crud/contact-requests/${id}`, {
          ...(auth ? { token: auth } : {}),
          json: { statut: 'traitee', note: 'x' },
        }),
        401,
        'unauthorized',
      );
    }
    const [row] = (await listed('nouvelle')).rows.filter((r) => r.id === id);
    expect(row).toMatchObject({ statut: 'nouvelle', note: '' });
  });

  it('a deleted colleague leaves the request to nobody', async () => {
    const { id } = await createRequest();
    const leaving = await createStaffUser(api, {
      email: `court-${unique()}@suivi.tn`.toLowerCase(),
      password: 'une-phrase-de-passe-solide',
      role: 'editeur',
    });
    await patch(id, { assigne_a: leaving.id });
    await api.runtime.database.db.execute(sql`DELETE FROM admin_users WHERE id = ${leaving.id}`);
    const [row] = (await listed('nouvelle')).rows.filter((r) => r.id === id);
    expect(row).toMatchObject({ assigne_a: null, assigne_nom: null });
  });
});
