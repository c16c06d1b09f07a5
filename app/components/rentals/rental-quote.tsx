import { rangeLabel } from '#domain/rental-calendar.ts';
import { rentalDuration } from '#domain/rental-dates.ts';
import { breakdownLabel, dinarLabel, quoteRental } from '#domain/rental-price.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';

/**
 * The price of the chosen dates (issue 39): the cheapest combination with its breakdown, the
 * delivery fee when chosen, the total and the deposit. The server computes it again on sending.
 */
export function RentalQuoteSummary({
  terms,
  debut,
  fin,
  livraison,
}: {
  terms: RentalTerms;
  debut: string;
  fin: string;
  livraison: boolean;
}) {
  const quote = quoteRental(terms, rentalDuration(debut, fin), { livraison });
  const row = 'flex justify-between gap-4';
  return (
    <section aria-label="Prix de la location" className="rounded-xl bg-slate-50 p-4">
      <p className="font-medium text-slate-900">{`Location ${rangeLabel(debut, fin)}`}</p>
      <dl className="mt-3 space-y-1 text-slate-700">
        <div className={row}>
          <dt>{`Tarif : ${breakdownLabel(quote.detail)}`}</dt>
          <dd>{dinarLabel(quote.location)}</dd>
        </div>
        {livraison ? (
          <div className={row}>
            <dt>Livraison</dt>
            <dd>{quote.livraison === 0 ? 'offerte' : dinarLabel(quote.livraison)}</dd>
          </div>
        ) : null}
        <div className={`${row} border-slate-200 border-t pt-1 font-bold text-slate-900`}>
          <dt>Total</dt>
          <dd>{dinarLabel(quote.total)}</dd>
        </div>
        <div className={row}>
          <dt>Caution (rendue au retour du matériel)</dt>
          <dd>{dinarLabel(quote.caution)}</dd>
        </div>
      </dl>
    </section>
  );
}
