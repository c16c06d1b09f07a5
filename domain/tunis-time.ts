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

/** The day's number of days since 1970-01-01 (a calendar day has no time zone). */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * The day `number` days after 1970-01-01, written `YYYY-MM-DD` (years 0–9999). The availability of
 * a window writes one per day on every call (a public read under load): the civil-from-days
 * arithmetic (H. Hinnant's) spares a Date and its ISO string for each.
 */
export function dayOfNumber(number: number): string {
  const z = number + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1_460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(date)}`;
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
