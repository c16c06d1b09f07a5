/**
 * Tunis days and midnights (Africa/Tunis), for whatever counts by the staff's calendar: the
 * dashboard's to-do window, the statistics' days. Days are `YYYY-MM-DD` strings.
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Tunis',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Tunis',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Tunis's clock is ahead of UTC at `instant`, in milliseconds. */
function tunisOffset(instant: number): number {
  const part = (type: string) =>
    Number(clockFormat.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The Tunis day of an instant. */
export function tunisDay(instant: Date | number): string {
  return dayFormat.format(instant);
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD`. */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** `day` plus `days` calendar days (negative: before). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}

/** Calendar days from `from` to `to` (0 when equal, negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The instant of midnight in Tunis at the start of `day`. */
export function tunisMidnight(day: string): Date {
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`);
  // Midnight in Tunis is earlier than midnight UTC by the offset of that moment.
  const first = midnightAsUtc - tunisOffset(midnightAsUtc);
  return new Date(midnightAsUtc - tunisOffset(first));
}
