import * as v from 'valibot';
import type { ContactStatus } from '#domain/contact-status.ts';
import { ContactCreatedSchema, ContactRequestSchema, listOf } from '#domain/entities.schema.ts';
import type { RestClient } from './rest-client.ts';

/** What POST /crud/contact-requests takes (issue 9): the form plus the honeypot. */
export interface ContactRequestBody {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  department?: string | undefined;
  message: string;
  urgent: boolean;
  website?: string | undefined;
}

export interface ContactRequestQuery {
  page?: number;
  limit?: number;
  /** nouveau / traite: not handled / handled; or one status (issue 36 §8). */
  statut?: 'nouveau' | 'traite' | ContactStatus | undefined;
}

/** What staff change on a request: handled or not (decision 006), or its follow-up (issue 36 §8). */
export interface ContactRequestPatch {
  traite?: boolean;
  statut?: ContactStatus;
  note?: string;
  assigne_a?: number | null;
}

/** Public: a visitor's request (the API limits how many per address). */
export const createContactRequest = (client: RestClient, body: ContactRequestBody) =>
  client.request(ContactCreatedSchema, 'POST', '/crud/contact-requests', { json: body });

/** Admin: unhandled first, urgent first, then newest. */
export const getContactRequests = (client: RestClient, query: ContactRequestQuery = {}) =>
  client.request(listOf(ContactRequestSchema), 'GET', '/crud/contact-requests', {
    query: { ...query },
    auth: true,
  });

export const patchContactRequest = (client: RestClient, id: number, body: ContactRequestPatch) =>
  client.request(ContactRequestSchema, 'PATCH', `/crud/contact-requests/${id}`, {
    json: body,
    auth: true,
  });

export const deleteContactRequest = (client: RestClient, id: number) =>
  client.request(v.undefined(), 'DELETE', `/crud/contact-requests/${id}`, { auth: true });

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** GET /crud/contact-requests/summary: requests not handled yet, and the urgent ones among them. */
export const ContactSummarySchema = v.object({ unhandled: Count, urgent: Count });

/** Admin: the counts of the sidebar badge and the dashboard home (issue 20, point 14). */
export const getContactSummary = (client: RestClient) =>
  client.request(ContactSummarySchema, 'GET', '/crud/contact-requests/summary', { auth: true });

/** GET /crud/contact-requests/assignees: the active colleagues a request can be given to. */
export const ContactAssigneesSchema = v.object({
  rows: v.array(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), name: v.string() })),
});

export const getContactAssignees = (client: RestClient) =>
  client.request(ContactAssigneesSchema, 'GET', '/crud/contact-requests/assignees', { auth: true });
