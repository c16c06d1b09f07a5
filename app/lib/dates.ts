/** SPEC §2 news: dates are shown in French, in the company's time zone (Tunisia). */
const articleDateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Tunis',
});

/** "22 novembre 2026"; a missing or unparsable date reads "Date inconnue" (SPEC §2). */
export function formatArticleDate(iso: string | null | undefined): string {
  if (!iso?.trim()) return 'Date inconnue';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Date inconnue';
  return articleDateFormat.format(date);
}
