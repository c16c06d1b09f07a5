import { createFileRoute } from '@tanstack/react-router';
import { importProductsCsv } from '#server/functions/product-csv.server.ts';
import { methodNotAllowed } from '#server/functions/upload-route.server.ts';

/**
 * The products CSV import page (issue 24) posts its file here, preview then apply; this route
 * forwards it to POST /api/crud/products/import with the session's token.
 */
export const Route = createFileRoute('/uploads/products-import')({
  server: {
    handlers: { POST: ({ request }) => importProductsCsv(request), ANY: methodNotAllowed },
  },
});
