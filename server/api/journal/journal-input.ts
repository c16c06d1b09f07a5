import * as v from 'valibot';
import { journalActions, journalEntityTypes } from '#domain/staff.ts';
import type { JournalLineFilter } from '#server/db/repositories/journal.repository.ts';
import { ApiError } from '../plumbing/errors.ts';
import { IdParam, limitParam, SearchParam } from '../plumbing/input-fields.ts';

/** Journal days are the company's (Tunisia, like every admin date: domain/article-status.ts). */
const companyTimeZone = 'Africa/Tunis';

/** Past page 100 (10,000 lines at 100 a page) the filters, not the pages, should narrow it down. */
export const journalMaxPage = 100;

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: companyTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The instant a calendar day (YYYY-MM-DD) starts in the company's time zone. */
export function companyDayStart(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  const parts = Object.fromEntries(
    zoneParts.formatToParts(utcMidnight).map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(
    parts.year ?? year,
    (parts.month ?? month) - 1,
    parts.day ?? date,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return new Date(utcMidnight - (local - utcMidnight));
}

const Day = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'doit être une date AAAA-MM-JJ'),
    v.check((value) => {
      const [year, month, day] = value.split('-').map(Number);
      const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0));
      return date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
    }, 'n’est pas une date du calendrier'),
    v.check((value) => value >= '2000-01-01' && value <= '2999-12-31', 'est hors limites'),
  ),
);

const Page = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'doit être un entier positif'),
    v.transform(Number),
    v.minValue(1, 'doit être supérieur ou égal à 1'),
    v.maxValue(journalMaxPage, `${journalMaxPage} au maximum : affinez les filtres`),
  ),
  '1',
);

const FilterFields = {
  personne: IdParam,
  entite: v.optional(
    v.picklist(journalEntityTypes, `doit valoir ${journalEntityTypes.join(', ')}`),
  ),
  action: v.optional(v.picklist(journalActions, `doit valoir ${journalActions.join(', ')}`)),
  du: Day,
  au: Day,
  /** Text in the person's e-mail, the item's label or identifier (issue 36 §4). */
  q: SearchParam,
};

/** GET /journal/export.csv */
export const JournalFilterQuery = v.object(FilterFields);

/** GET /journal */
export const JournalListQuery = v.object({
  ...FilterFields,
  page: Page,
  limit: limitParam(50, 100),
});

/** The repository's filter: `au` is inclusive, so the range ends when the next day starts. */
export function toJournalLineFilter(
  query: v.InferOutput<typeof JournalFilterQuery>,
): JournalLineFilter {
  if (query.du && query.au && query.du > query.au) {
    throw new ApiError(
      400,
      'invalid_query',
      'Paramètre « au » invalide : doit être postérieur ou égal à « du ».',
      { fields: { au: 'doit être postérieur ou égal à « du »' } },
    );
  }
  const until = query.au ? companyDayStart(query.au) : undefined;
  return {
    actorId: query.personne,
    entityType: query.entite,
    action: query.action,
    from: query.du ? companyDayStart(query.du) : undefined,
    until: until ? new Date(until.getTime() + 24 * 60 * 60 * 1000) : undefined,
    text: query.q || undefined,
  };
}
