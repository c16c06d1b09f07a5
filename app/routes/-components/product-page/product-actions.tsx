import { useEffect } from 'react';
import { RentIfRentable } from '#app/components/rentals/rent-if-rentable.tsx';
import { telHref } from '#app/lib/navigation.ts';
import { orderHref, quoteHref } from '#app/lib/product-order.ts';
import { countStats } from '#app/lib/stats-beacon.ts';
import { site } from '#config';
import type { DisplayProduct } from '#domain/product-display.ts';

/** Said to screen readers after a link that opens a new tab (as the shop cards say it). */
const newTab = <span className="sr-only"> (s’ouvre dans un nouvel onglet)</span>;

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

/**
 * Issue 37 §1: order and quote on WhatsApp (the popup's prefilled messages) and the phone. Issue
 * 38: the product's page counts as an opening, and its links' taps name the product and button.
 */
export function ProductActions({ product }: { product: DisplayProduct }) {
  useEffect(() => countStats({ kind: 'open', productId: Number(product.id) }), [product.id]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap" data-stats-product={product.id}>
      <a
        href={orderHref(product)}
        data-stats-button="commande"
        target="_blank"
        rel="noopener noreferrer"
        className={`${actionClass} bg-teal-700 text-white hover:bg-teal-800`}
      >
        Commander sur WhatsApp
        {newTab}
      </a>
      <a
        href={quoteHref(product)}
        data-stats-button="devis"
        target="_blank"
        rel="noopener noreferrer"
        className={`${actionClass} border border-teal-700 text-teal-800 hover:bg-teal-50`}
      >
        Demander un devis
        {newTab}
      </a>
      <a
        href={telHref(site.phone)}
        className={`${actionClass} border border-slate-300 text-slate-800 hover:bg-slate-50`}
      >
        Appeler le {site.phone}
      </a>
      <RentIfRentable
        product={{ id: Number(product.id), titre: product.name }}
        className={`${actionClass} bg-teal-700 text-white hover:bg-teal-800`}
      />
    </div>
  );
}
