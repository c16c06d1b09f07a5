import * as v from 'valibot';
import { addDays, tunisDay, tunisMidnight } from './tunis-time.ts';

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

/**
 * The end of "Articles programmés" (issue 36 §8): midnight in Tunis at the end of the
 * `days`-th day counting today, so the window is the rest of today and the next `days` − 1 whole
 * days, as the staff's calendar has them; an article counts when `now < publie_le < end`.
 */
export function scheduledUntil(now: Date, days: number = todoScheduledDays): Date {
  return tunisMidnight(addDays(tunisDay(now), days));
}
