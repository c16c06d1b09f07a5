import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { limits } from '#config';
import { AdminContactQuerySchema, contactStatutParam } from '#domain/admin-contact-search.ts';
import type { ContactRequest } from '#domain/entities.schema.ts';
import { IdSchema } from '#domain/id.schema.ts';
import { toPage } from '#domain/list-page.ts';
import {
  deleteContactRequest,
  getContactRequests,
  patchContactRequest,
} from '../client/contact.client.ts';
import { actOrSignIn, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** One row of /dashboard/demandes-contact: what the row shows. */
export type AdminContactRow = Omit<ContactRequest, 'firstName' | 'lastName' | 'traite_le'> & {
  name: string;
};

const toRow = (request: ContactRequest): AdminContactRow => ({
  id: request.id,
  name: `${request.firstName} ${request.lastName}`.trim(),
  email: request.email,
  phone: request.phone,
  subject: request.subject,
  department: request.department,
  message: request.message,
  urgent: request.urgent,
  traite: request.traite,
  cree_le: request.cree_le,
});

/** One page (SPEC §9: 10) of contact requests, unhandled and urgent first. */
export const listContactRequests = createServerFn({ method: 'GET' })
  .validator(AdminContactQuerySchema)
  .handler(async ({ data }) => {
    const limit = limits.dashboardPageSize;
    return withRouteErrors(async () => {
      const { rows, total } = await getContactRequests(sessionClient(), {
        page: data.page,
        limit,
        statut: contactStatutParam(data.statut),
      });
      return toPage(rows.map(toRow), total, data.page, limit);
    });
  });

/** "Marquer comme traité" / "Marquer comme non traité". */
export const setContactRequestHandled = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema, traite: v.boolean() }))
  .handler(async ({ data: { id, traite } }) => {
    return actOrSignIn(async () => {
      await patchContactRequest(sessionClient(), id, { traite });
      return true;
    });
  });

/** "Supprimer" (the row asks for confirmation first). */
export const removeContactRequest = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema }))
  .handler(async ({ data: { id } }) => {
    return actOrSignIn(async () => {
      await deleteContactRequest(sessionClient(), id);
      return true;
    });
  });
