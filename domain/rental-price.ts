/**
 * The price of a rental (issue 39): the cheapest combination of months (30 days), weeks (7 days)
 * and days that covers the duration, so 6 days may be billed as a week when a week costs less.
 * Computed in millimes (integers) so sums never drift; the server always computes it itself, a
 * price sent by a browser is never read.
 */
import { type RentalTerms, rentalMonthDays, rentalWeekDays } from './rental-terms.ts';

export interface RentalPriceBreakdown {
  mois: number;
  semaines: number;
  jours: number;
}

export interface RentalQuote {
  /** Days the customer has the equipment. */
  duree: number;
  detail: RentalPriceBreakdown;
  /** The rental itself, TND. */
  location: number;
  /** 0 when collected from a shop. */
  livraison: number;
  /** location + livraison: what is paid (the deposit is returned). */
  total: number;
  caution: number;
}

const millimes = (dinars: number) => Math.round(dinars * 1000);
const dinars = (amount: number) => amount / 1000;

/** Cheapest covering combination; ties go to the one billing fewer days, then fewer lines. */
export function cheapestBreakdown(terms: RentalTerms, days: number): RentalPriceBreakdown {
  const day = millimes(terms.prix_jour);
  const week = terms.prix_semaine === null ? null : millimes(terms.prix_semaine);
  const month = terms.prix_mois === null ? null : millimes(terms.prix_mois);
  let best: { cost: number; billed: number; lines: number; detail: RentalPriceBreakdown } | null =
    null;
  const maxMonths = month === null ? 0 : Math.ceil(days / rentalMonthDays);
  for (let mois = 0; mois <= maxMonths; mois += 1) {
    const afterMonths = Math.max(0, days - mois * rentalMonthDays);
    const maxWeeks = week === null ? 0 : Math.ceil(afterMonths / rentalWeekDays);
    for (let semaines = 0; semaines <= maxWeeks; semaines += 1) {
      const jours = Math.max(0, afterMonths - semaines * rentalWeekDays);
      const cost = mois * (month ?? 0) + semaines * (week ?? 0) + jours * day;
      const billed = mois * rentalMonthDays + semaines * rentalWeekDays + jours;
      const lines = mois + semaines + jours;
      const better =
        best === null ||
        cost < best.cost ||
        (cost === best.cost &&
          (billed < best.billed || (billed === best.billed && lines < best.lines)));
      if (better) best = { cost, billed, lines, detail: { mois, semaines, jours } };
    }
  }
  return best?.detail ?? { mois: 0, semaines: 0, jours: days };
}

/** The quote for `days` days (≥ 1), delivered or collected. */
export function quoteRental(
  terms: RentalTerms,
  days: number,
  options: { livraison: boolean; quantite?: number },
): RentalQuote {
  const quantite = options.quantite ?? 1;
  const detail = cheapestBreakdown(terms, days);
  const perUnit =
    detail.mois * millimes(terms.prix_mois ?? 0) +
    detail.semaines * millimes(terms.prix_semaine ?? 0) +
    detail.jours * millimes(terms.prix_jour);
  const location = perUnit * quantite;
  const livraison = options.livraison ? millimes(terms.frais_livraison ?? 0) : 0;
  return {
    duree: days,
    detail,
    location: dinars(location),
    livraison: dinars(livraison),
    total: dinars(location + livraison),
    caution: dinars(millimes(terms.caution) * quantite),
  };
}

/** « 2 mois + 1 semaine + 3 jours », as the quote and the desk show the breakdown. */
export function breakdownLabel(detail: RentalPriceBreakdown): string {
  const parts: string[] = [];
  if (detail.mois > 0) parts.push(`${detail.mois} mois`);
  if (detail.semaines > 0)
    parts.push(`${detail.semaines} semaine${detail.semaines > 1 ? 's' : ''}`);
  if (detail.jours > 0) parts.push(`${detail.jours} jour${detail.jours > 1 ? 's' : ''}`);
  return parts.join(' + ') || '0 jour';
}

/** A TND amount as visitors and staff read it: `1 234,500 DT` (millimes shown only when set). */
export function dinarLabel(amount: number): string {
  const whole = Number.isInteger(amount);
  return `${new Intl.NumberFormat('fr-FR', {
    minimumFractionDigits: whole ? 0 : 3,
    maximumFractionDigits: 3,
  }).format(amount)} DT`;
}
