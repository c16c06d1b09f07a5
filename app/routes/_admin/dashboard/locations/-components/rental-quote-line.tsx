import { type RentalFormValues, rentalFormQuote } from '#app/lib/rental-form.ts';
import { breakdownLabel, dinarLabel } from '#domain/rental-price.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';

/** The price as the API will compute it, shown while the dates and quantity are typed. */
export function RentalQuoteLine({
  values,
  terms,
  rules,
}: {
  values: RentalFormValues;
  terms: RentalTerms | undefined;
  rules: { today: string; maxDays: number };
}) {
  const quote = rentalFormQuote(values, terms, rules);
  return (
    <div aria-live="polite" className="rounded-lg bg-slate-50 p-4 text-sm">
      {quote === null ? (
        <p className="text-slate-600">
          Le prix s’affiche une fois le matériel et les dates choisis.
        </p>
      ) : (
        <dl className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]" aria-label="Prix calculé">
          <dt className="text-slate-600">Location</dt>
          <dd className="text-slate-900">
            {dinarLabel(quote.location)} ({breakdownLabel(quote.detail)})
          </dd>
          {quote.livraison > 0 ? (
            <>
              <dt className="text-slate-600">Livraison</dt>
              <dd className="text-slate-900">{dinarLabel(quote.livraison)}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">Total</dt>
          <dd className="font-semibold text-slate-900">{dinarLabel(quote.total)}</dd>
          <dt className="text-slate-600">Caution</dt>
          <dd className="text-slate-900">{dinarLabel(quote.caution)}</dd>
        </dl>
      )}
    </div>
  );
}
