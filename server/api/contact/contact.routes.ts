import { Hono } from 'hono';
import { honeypotField } from '#domain/contact-form.schema.ts';
import {
  type ContactRequestView,
  contactRequestSummary,
  insertContactRequest,
  listContactRequests,
} from '#server/db/repositories/contact-requests.repository.ts';
import { listActiveStaffNames } from '#server/db/repositories/staff.repository.ts';
import {
  type ApiContext,
  type ApiEnv,
  clientAddress,
  journalActor,
  requireAuth,
} from '../plumbing/context.ts';
import { ApiError } from '../plumbing/errors.ts';
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

/** Every POST counts, valid or not, honeypot or not: 429 past 5 per address (docs/decisions/006). */
async function checkRate(c: ApiContext) {
  const wait = await c.var.deps.throttles.contact.consume(clientAddress(c));
  if (wait === 0) return;
  const minutes = Math.max(1, Math.ceil(wait / 60_000));
  throw new ApiError(
    429,
    'too_many_attempts',
    `Trop de demandes envoyées. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    { headers: { 'Retry-After': String(Math.ceil(wait / 1000)) } },
  );
}

export const contactRoutes = new Hono<ApiEnv>()
  .post('/', async (c) => {
    await checkRate(c);
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
