import { Hono } from 'hono';
import { honeypotField } from '#domain/contact-form.schema.ts';
import {
  type ContactRequestView,
  contactRequestSummary,
  insertContactRequest,
  listContactRequests,
} from '#server/db/repositories/contact-requests.repository.ts';
import { listActiveStaffNames } from '#server/db/repositories/staff.repository.ts';
import { type ApiEnv, journalActor, requireAuth } from '../plumbing/context.ts';
import { checkFormRate } from '../plumbing/form-rate.ts';
import { readId, readJson, readQuery } from '../plumbing/validation.ts';
import { ContactCreateBody, ContactListQuery, ContactUpdateBody } from './contact-input.ts';
import { followUpContactRequest, removeContactRequest } from './contact-writes.ts';

/** A request as the API answers it: the form's field names, French state names (SPEC §3 style). */
function toJson(row: ContactRequestView) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    department: row.department,
    message: row.message,
    urgent: row.urgent,
    traite: row.traite,
    cree_le: row.cree_le.toISOString(),
    traite_le: row.traite_le?.toISOString() ?? null,
    // Issue 36 §8, added next to the fields of decision 006.
    statut: row.statut,
    note: row.note,
    assigne_a: row.assigne_a,
    assigne_nom: row.assigne_nom,
  };
}

export const contactRoutes = new Hono<ApiEnv>()
  .post('/', async (c) => {
    await checkFormRate(c, c.var.deps.throttles.contact);
    const { [honeypotField]: honeypot, ...body } = await readJson(c, ContactCreateBody);
    // A bot filled the field people never see: it is told "sent", nothing is stored.
    if (honeypot?.trim()) return c.json({ id: 0 }, 201);
    const row = await insertContactRequest(c.var.deps.db, {
      first_name: body.firstName,
      last_name: body.lastName,
      email: body.email,
      phone: body.phone || null,
      subject: body.subject,
      department: body.department ?? null,
      message: body.message,
      urgent: body.urgent,
    });
    // Stored first; the e-mail leaves after, and the visitor does not wait for it (it never throws).
    void c.var.deps.notifyContact?.(row);
    return c.json({ id: row.id }, 201);
  })
  .get('/summary', requireAuth, async (c) => {
    // Staff only: how many requests still need an answer, and how many of them are urgent.
    return c.json(await contactRequestSummary(c.var.deps.db));
  })
  .get('/assignees', requireAuth, async (c) => {
    // Staff only: the active colleagues a request can be given to (GET /staff is for administrators).
    return c.json({ rows: await listActiveStaffNames(c.var.deps.db) });
  })
  .get('/', requireAuth, async (c) => {
    const { statut, ...query } = readQuery(c, ContactListQuery);
    const { rows, total } = await listContactRequests(c.var.deps.db, {
      traite: statut === 'nouveau' ? false : statut === 'traite' ? true : undefined,
      statut: statut === 'nouveau' || statut === 'traite' ? undefined : statut,
      page: query.page,
      limit: query.limit,
    });
    return c.json({ rows: rows.map(toJson), total });
  })
  .patch('/:id', requireAuth, async (c) => {
    const id = readId(c);
    const body = await readJson(c, ContactUpdateBody);
    return c.json(toJson(await followUpContactRequest(c.var.deps.db, id, body, journalActor(c))));
  })
  .delete('/:id', requireAuth, async (c) => {
    const id = readId(c);
    await removeContactRequest(c.var.deps.db, id, journalActor(c));
    return c.body(null, 204);
  });
