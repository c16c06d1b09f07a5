import { createFileRoute } from '@tanstack/react-router';
import { handleApiRequest } from '#server/api/handler.ts';

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
      // RFC 9110 §9.3.7: the API answers 204 with Allow (without this, the app shell with 200).
      OPTIONS: handle,
    },
  },
});
