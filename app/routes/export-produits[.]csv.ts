import { createFileRoute } from '@tanstack/react-router';
import { serveProductsCsv } from '#server/functions/product-csv.server.ts';

/** /export-produits.csv: the products CSV for administrators (issue 24), the list's filters. */
export const Route = createFileRoute('/export-produits.csv')({
  server: { handlers: { GET: ({ request }) => serveProductsCsv(request) } },
});
