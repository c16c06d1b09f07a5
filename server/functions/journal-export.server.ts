import { AdminJournalSearchSchema } from '#domain/admin-journal-search.ts';
import { isHttpError } from '../client/http-error.ts';
import { exportJournalCsv } from '../client/journal.client.ts';
import { failure } from './upload-route.server.ts';
import { verifySession } from './verified-session.server.ts';

/**
 * GET /journal.csv: the filtered journal as the API writes it (UTF-8 with BOM, `;`), passed
 * through byte for byte as a download. The session is the visitor's (httpOnly cookies); the API
 * answers 403 to an éditeur, 401 to anyone signed out.
 */
export async function serveJournalCsv(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // The page's own filters (an invalid one is dropped, as on the page).
  const parsed = AdminJournalSearchSchema.parse(Object.fromEntries(url.searchParams));
  const { verdict, client } = await verifySession();
  if (verdict === false) return failure(401, 'unauthorized', 'Session expirée : reconnectez-vous.');
  try {
    const { page: _page, ...filter } = parsed;
    const answer = await exportJournalCsv(client, filter);
    if (!answer.ok) {
      return failure(answer.status, 'export_failed', 'Export du journal refusé.');
    }
    const day = new Date().toISOString().slice(0, 10);
    return new Response(answer.body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="journal-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    if (isHttpError(error))
      return failure(error.status, error.code ?? 'error', error.apiMessage ?? error.message);
    throw error;
  }
}
