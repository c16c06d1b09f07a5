import { statsCsvFileName, statsTableCsv } from '#domain/stats-csv.ts';
import { checkPeriod, periodFor } from '#domain/stats-period.ts';
import { statsTableNames, statsTableSorts } from '#domain/stats-report.ts';
import { urlChoice, urlDay, urlText } from '#domain/url-search.ts';
import { isHttpError } from '../client/http-error.ts';
import { statsTableForExport } from './stats-export.server.ts';
import { failure } from './upload-route.server.ts';
import { verifySession } from './verified-session.server.ts';

const readTable = urlChoice(statsTableNames);
const readSort = urlText(40);

/**
 * GET /statistiques.csv?table=…&du=…&au=…[&tri=…] (issue 38): one statistics table over a period
 * (the screen's last 7 days without dates), every row up to the API's bound, as CSV written by
 * the journal's and products' writer (domain/csv.ts), under the screen's French headers. The
 * session is the visitor's: the API answers 401 signed out, 403 to a role without statistics.
 */
export async function serveStatsCsv(request: Request): Promise<Response> {
  const search = new URL(request.url).searchParams;
  const table = readTable(search.get('table'));
  if (table === undefined) {
    return failure(
      400,
      'validation_failed',
      'Tableau inconnu : choisissez un tableau de la page Statistiques.',
    );
  }
  const from = urlDay(search.get('du'));
  const to = urlDay(search.get('au'));
  const period = from && to ? { from, to } : periodFor('7-jours', new Date());
  const wrong = checkPeriod(period);
  if (wrong) return failure(400, 'validation_failed', wrong);
  const asked = readSort(search.get('tri'));
  const sort = statsTableSorts[table].find((key) => key === asked);
  const { verdict, client } = await verifySession();
  if (verdict === false) return failure(401, 'unauthorized', 'Session expirée : reconnectez-vous.');
  try {
    const answer = await statsTableForExport({ table, period, sort }, client);
    return new Response(statsTableCsv(table, answer.rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${statsCsvFileName(table, period.from, period.to)}"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    if (isHttpError(error))
      return failure(error.status, error.code ?? 'error', error.apiMessage ?? error.message);
    throw error;
  }
}
