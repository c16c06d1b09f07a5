import { createFileRoute } from '@tanstack/react-router';
import { serveCataloguePdf } from '#server/catalogue-pdf/catalogue-pdf.server.ts';

const handle = ({ request }: { request: Request }) => serveCataloguePdf(request);

/**
 * /catalogue.pdf: the catalogue generated from the live data (SPEC §2 /catalogue), kept in memory
 * and rebuilt after a product or category change; `?download=1` serves it as an attachment.
 */
export const Route = createFileRoute('/catalogue.pdf')({
  server: { handlers: { GET: handle, HEAD: handle } },
});
