import { createServerFn } from '@tanstack/react-start';
import { getContactSummary } from '../client/contact.client.ts';
import { withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** Unhandled contact requests and the urgent ones among them, for the sidebar and /dashboard. */
export const getContactRequestSummary = createServerFn({ method: 'GET' }).handler(async () =>
  withRouteErrors(() => getContactSummary(sessionClient())),
);
