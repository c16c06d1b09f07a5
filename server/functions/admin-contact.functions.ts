import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { limits } from '#config';
import { contactStatutParam } from '#domain/admin-contact-search.ts';
import { ContactStatusSchema, contactNoteMaxLength } from '#domain/contact-status.ts';
import type { ContactRequest } from '#domain/entities.schema.ts';
import { IdSchema } from '#domain/id.schema.ts';
import { toPage } from '#domain/list-page.ts';
import { AdminContactQuerySchema } from '#domain/search-queries.schema.ts';
import {
  deleteContactRequest,
  getContactAssignees,
  getContactRequests,
  patchContactRequest,
} from '../client/contact.client.ts';
import { actOrSignIn, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** One row of /dashboard/demandes-contact: what the row shows. */
export type AdminContactRow = Omit<ContactRequest, 'traite_le'> & { name: string };

const toRow = ({ traite_le: _handledAt, ...request }: ContactRequest): AdminContactRow => ({
  ...request,
  name: `${request.firstName} ${request.lastName}`.trim(),
});

/** A colleague a request can be given to. */
export interface ContactAssignee {
  id: number;
  name: string;
}

/**
 * One page (SPEC §9: 10) of contact requests, unhandled and urgent first, and the active
 * colleagues they can be given to.
 */
export const listContactRequests = createServerFn({ method: 'GET' })
  .validator(AdminContactQuerySchema)
  .handler(async ({ data }) => {
    const limit = limits.dashboardPageSize;
    return withRouteErrors(async () => {
      const client = sessionClient();
      const [{ rows, total }, assignees] = await Promise.all([
        getContactRequests(client, {
          page: data.page,
          limit,
          statut: contactStatutParam(data.statut),
        }),
        getContactAssignees(client),
      ]);
      return {
        list: toPage(rows.map(toRow), total, data.page, limit),
        assignees: assignees.rows satisfies ContactAssignee[],
      };
    });
  });

/** The status buttons, "Enregistrer la note" and "Attribuée à" (issue 36 §8): one change each. */
export const followUpContactRequest = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      id: IdSchema,
      change: v.union([
        v.strictObject({ statut: ContactStatusSchema }),
        v.strictObject({ note: v.pipe(v.string(), v.maxLength(contactNoteMaxLength)) }),
        v.strictObject({ assigne_a: v.nullable(IdSchema) }),
      ]),
    }),
  )
  .handler(async ({ data: { id, change } }) => {
    return actOrSignIn(async () => {
      await patchContactRequest(sessionClient(), id, change);
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
