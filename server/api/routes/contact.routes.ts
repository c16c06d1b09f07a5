import { Hono } from 'hono';
import * as v from 'valibot';
import {
  contactDepartments,
  contactLimits,
  honeypotField,
  phonePattern,
} from '#app/lib/contact-form.schema.ts';
import {
  type ContactRequestRow,
  contactRequestSummary,
  deleteContactRequest,
  insertContactRequest,
  listContactRequests,
  setContactRequestHandled,
} from '#server/db/repositories/contact-requests.repository.ts';
import { type ApiContext, type ApiEnv, clientAddress, requireAuth } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { limitParam, PageParam, requiredText } from '../schemas.ts';
import { readId, readJson, readQuery } from '../validation.ts';

/** POST body (issue 9): the form of SPEC §3 plus the honeypot. Unknown fields answer 400. */
const CreateBody = v.strictObject({
  firstName: requiredText(contactLimits.name),
  lastName: requiredText(contactLimits.name),
  email: v.pipe(requiredText(contactLimits.email), v.email('doit être une adresse e-mail valide')),
  phone: v.optional(
    v.nullable(
      v.pipe(
        v.string('doit être du texte'),
        v.trim(),
        v.maxLength(contactLimits.phone, `${contactLimits.phone} caractères au maximum`),
        v.regex(phonePattern, 'ne peut contenir que des chiffres, des espaces et + ( ) . -'),
      ),
    ),
  ),
  subject: requiredText(contactLimits.subject),
  department: v.optional(
    v.nullable(v.picklist(contactDepartments, 'doit être un des services proposés')),
  ),
  message: requiredText(contactLimits.message),
  urgent: v.optional(v.boolean('doit être un booléen'), false),
  [honeypotField]: v.optional(
    v.pipe(v.string('doit être du texte'), v.maxLength(contactLimits.honeypot)),
  ),
});

const ListQuery = v.object({
  page: PageParam,
  limit: limitParam(10, 100),
  statut: v.optional(v.picklist(['nouveau', 'traite'], 'doit valoir nouveau ou traite')),
});

const UpdateBody = v.strictObject({ traite: v.boolean('doit être un booléen') });

/** A request as the API answers it: the form's field names, French state names (SPEC §3 style). */
function toJson(row: ContactRequestRow) {
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
  };
}

/** Every POST counts, valid or not, honeypot or not: 429 past 5 per address (docs/decisions/006). */
function checkRate(c: ApiContext) {
  const wait = c.var.deps.throttles.contact.consume(`contact:${clientAddress(c)}`);
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
    checkRate(c);
    const { [honeypotField]: honeypot, ...body } = await readJson(c, CreateBody);
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
  .get('/', requireAuth, async (c) => {
    const query = readQuery(c, ListQuery);
    const { rows, total } = await listContactRequests(c.var.deps.db, {
      traite: query.statut === undefined ? undefined : query.statut === 'traite',
      page: query.page,
      limit: query.limit,
    });
    return c.json({ rows: rows.map(toJson), total });
  })
  .patch('/:id', requireAuth, async (c) => {
    const id = readId(c);
    const body = await readJson(c, UpdateBody);
    const row = await setContactRequestHandled(c.var.deps.db, id, body.traite);
    if (!row) throw notFound('Demande de contact');
    return c.json(toJson(row));
  })
  .delete('/:id', requireAuth, async (c) => {
    const id = readId(c);
    if (!(await deleteContactRequest(c.var.deps.db, id))) throw notFound('Demande de contact');
    return c.body(null, 204);
  });
