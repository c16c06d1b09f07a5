import * as v from 'valibot';

// Here rather than in app.config.ts `limits`, which every public page loads (js-budget.spec.ts).
/** The dashboard's "À faire" block counts each line up to this many ("100+", issue 36 §8). */
export const todoCountCap = 100;
/** "Articles programmés": today and the following days, this many in all (Africa/Tunis). */
export const todoScheduledDays = 7;

/**
 * The dashboard's "À faire" block (issue 36 §8): what still needs a hand, each count bounded by
 * the API (it stops at `todoCountCap` + 1, read as "100+").
 */
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const TodoCountsSchema = v.object({
  offlineProducts: Count,
  productsMissingImages: Count,
  draftArticles: Count,
  scheduledArticles: Count,
  unansweredRequests: Count,
  urgentRequests: Count,
});
export type TodoCounts = v.InferOutput<typeof TodoCountsSchema>;

/** The lines of the block, in the order shown; each opens a list filtered to what it counts. */
export type TodoKind = 'requests' | 'offline' | 'images' | 'drafts' | 'scheduled';
export interface TodoLine {
  kind: TodoKind;
  text: string;
}

/** "3", or "100+" past the cap (the API counted one more than the cap and stopped). */
export function todoCount(count: number, cap: number = todoCountCap): string {
  return count > cap ? `${cap}+` : String(count);
}

function counted(count: number, one: string, many: string): string {
  return `${todoCount(count)} ${count > 1 ? many : one}`;
}

/**
 * The lines to show, in plain French, zero counts left out (none at all: "Rien à faire").
 * Requests come first when some are urgent: they are the ones that cannot wait.
 */
export function todoLines(counts: TodoCounts): TodoLine[] {
  const requests = (): string => {
    const base = counted(
      counts.unansweredRequests,
      'demande de contact non traitée',
      'demandes de contact non traitées',
    );
    if (counts.urgentRequests === 0) return base;
    return `${base}, dont ${counted(counts.urgentRequests, 'urgente', 'urgentes')}`;
  };
  const lines: [TodoKind, number, () => string][] = [
    ['requests', counts.unansweredRequests, requests],
    [
      'offline',
      counts.offlineProducts,
      () => counted(counts.offlineProducts, 'produit hors ligne', 'produits hors ligne'),
    ],
    [
      'images',
      counts.productsMissingImages,
      () =>
        counted(
          counts.productsMissingImages,
          'produit sans image ou sans texte alternatif',
          'produits sans image ou sans texte alternatif',
        ),
    ],
    [
      'drafts',
      counts.draftArticles,
      () => counted(counts.draftArticles, 'article en brouillon', 'articles en brouillon'),
    ],
    [
      'scheduled',
      counts.scheduledArticles,
      () =>
        counted(
          counts.scheduledArticles,
          `article programmé dans les ${todoScheduledDays} prochains jours`,
          `articles programmés dans les ${todoScheduledDays} prochains jours`,
        ),
    ],
  ];
  const shown = lines
    .filter(([, count]) => count > 0)
    .map(([kind, , text]) => ({ kind, text: text() }));
  if (counts.urgentRequests > 0) return shown;
  // Without urgent requests, the contact line goes after the catalogue's and articles' lines.
  return [
    ...shown.filter((line) => line.kind !== 'requests'),
    ...shown.filter((line) => line.kind === 'requests'),
  ];
}

const tunisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Tunis',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const tunisClock = new Intl.DateTimeFormat('en-GB', {
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
    Number(tunisClock.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
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

/**
 * The end of "Articles programmés" (issue 36 §8): midnight in Tunis at the end of the
 * `days`-th day counting today, so the window is the rest of today and the next `days` − 1 whole
 * days, as the staff's calendar has them; an article counts when `now < publie_le < end`.
 */
export function scheduledUntil(now: Date, days: number = todoScheduledDays): Date {
  const [year, month, day] = tunisDay.format(now).split('-').map(Number);
  const midnightAsUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days);
  // Midnight in Tunis is earlier than midnight UTC by the offset of that moment.
  const first = midnightAsUtc - tunisOffset(midnightAsUtc);
  return new Date(midnightAsUtc - tunisOffset(first));
}
