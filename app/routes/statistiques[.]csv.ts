import { createFileRoute } from '@tanstack/react-router';
import { serveStatsCsv } from '#server/functions/stats-csv.server.ts';

/** /statistiques.csv: a statistics table's CSV export for administrators and éditeurs (issue 38). */
export const Route = createFileRoute('/statistiques.csv')({
  server: { handlers: { GET: ({ request }) => serveStatsCsv(request) } },
});
