import { createServerFn } from '@tanstack/react-start';
import { AdminJournalQuerySchema } from '#domain/admin-journal-search.ts';
import { getJournal } from '../client/journal.client.ts';
import { withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** Journal lines shown per page of /dashboard/journal. */
export const journalPageSize = 50;

/** One page of the journal (administrators; the API answers 403 to anyone else). */
export const listJournal = createServerFn({ method: 'GET' })
  .validator(AdminJournalQuerySchema)
  .handler(({ data }) =>
    withRouteErrors(async () => {
      const page = await getJournal(sessionClient(), { ...data, limit: journalPageSize });
      return { ...page, totalPages: Math.max(1, Math.ceil(page.total / journalPageSize)) };
    }),
  );
