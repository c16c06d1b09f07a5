import { createFileRoute } from '@tanstack/react-router';
import { handleApiRequest } from '../../../server/api/handler';

const handle = ({ request }: { request: Request }) => handleApiRequest(request);

/** SPEC §7: the REST API, served by the same process under /api ({host} = SITE_URL/api). */
export const Route = createFileRoute('/api/$')({
  server: {
    handlers: {
      GET: handle,
      HEAD: handle,
      POST: handle,
      PATCH: handle,
      PUT: handle,
      DELETE: handle,
    },
  },
});
