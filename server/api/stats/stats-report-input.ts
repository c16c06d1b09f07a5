/**
 * The queries of the statistics API (issue 38): `du` and `au`, inclusive Tunis days, checked by
 * `checkPeriod` (its French message answers 400); a table's `limit` and `tri` (one of the table's
 * sort keys).
 */
import * as v from 'valibot';
import { checkPeriod } from '#domain/stats-period.ts';
import {
  type StatsPeriod,
  type StatsTableName,
  statsTableDefaultRows,
  statsTableMaxRows,
  statsTableNames,
  statsTableSorts,
} from '#domain/stats-report.ts';
import { ApiError } from '../plumbing/errors.ts';

const Day = v.string('est obligatoire (AAAA-MM-JJ)');

/** GET /stats/overview */
export const StatsPeriodQuery = v.object({ du: Day, au: Day });

/** GET /stats/tables/{table} */
export const StatsTableQuery = v.object({
  du: Day,
  au: Day,
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'doit être un entier positif'),
      v.transform(Number),
      v.minValue(1, 'doit être supérieur ou égal à 1'),
      v.maxValue(statsTableMaxRows, `${statsTableMaxRows} au maximum`),
    ),
    String(statsTableDefaultRows),
  ),
  tri: v.optional(v.string()),
});

/** The period of a query, or 400 with checkPeriod's message. */
export function toPeriod(query: { du: string; au: string }): StatsPeriod {
  const period = { from: query.du, to: query.au };
  const problem = checkPeriod(period);
  if (problem) throw new ApiError(400, 'invalid_query', problem, { fields: { du: problem } });
  return period;
}

/** The table named in the path, or 404. */
export function toTableName(name: string): StatsTableName {
  const table = statsTableNames.find((known) => known === name);
  if (!table) throw new ApiError(404, 'not_found', 'Tableau de statistiques introuvable.');
  return table;
}

/** The sort asked for (the table's first by default), or 400 naming those it accepts. */
export function toSort(table: StatsTableName, tri: string | undefined): string {
  const sorts: readonly string[] = statsTableSorts[table];
  if (tri === undefined) return sorts[0] ?? '';
  if (sorts.includes(tri)) return tri;
  const message = `doit valoir ${sorts.join(', ')}`;
  throw new ApiError(400, 'invalid_query', `Paramètre « tri » invalide : ${message}`, {
    fields: { tri: message },
  });
}
