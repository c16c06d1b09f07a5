import { createFileRoute } from '@tanstack/react-router';
import { serveJournalCsv } from '#server/functions/journal-export.server.ts';

/** /journal.csv: the journal's CSV export for administrators (issue 23), same filters as the page. */
export const Route = createFileRoute('/journal.csv')({
  server: { handlers: { GET: ({ request }) => serveJournalCsv(request) } },
});
