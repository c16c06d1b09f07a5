import { createServerFn } from '@tanstack/react-start';
import { limits } from '#config';
import { toPage } from '#domain/list-page.ts';
import { AdminJournalQuerySchema } from '#domain/search-queries.schema.ts';
import { getJournal } from '../client/journal.client.ts';
import { withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** One page of the journal (administrators; the API answers 403 to anyone else). */
export const listJournal = createServerFn({ method: 'GET' })
  .validator(AdminJournalQuerySchema)
  .handler(({ data }) =>
    withRouteErrors(async () => {
      const limit = limits.journalPageSize;
      const { rows, total } = await getJournal(sessionClient(), { ...data, limit });
      return toPage(rows, total, data.page, limit);
    }),
  );
