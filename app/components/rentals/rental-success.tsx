import type { ReactNode } from 'react';
import { chatHref } from '#app/lib/navigation.ts';
import { shops, site } from '#config';
import type { RentalReceipt } from '#domain/rental-answers.schema.ts';
import { rangeLabel } from '#domain/rental-calendar.ts';
import { dinarLabel } from '#domain/rental-price.ts';
import { holdSentence, rentalChatText } from '#domain/rental-request.rules.ts';
import { rentalShopName } from '#domain/rental-terms.ts';
import { primaryButton } from '../ui/buttons.ts';

/**
 * Issue 39: the request is in. Its reference, what and when, what it costs, that we call back to
 * confirm (the units are held meanwhile), and a WhatsApp chat with the shop, prefilled with the
 * reference, the equipment and the dates.
 */
export function RentalSuccess({
  receipt,
  heading,
  onClose,
}: {
  receipt: RentalReceipt;
  heading: (text: string) => ReactNode;
  onClose: () => void;
}) {
  const shop = shops.find((candidate) => candidate.id === receipt.boutique);
  const chat = chatHref(shop?.chatNumber ?? site.chatNumber, rentalChatText(receipt));
  const row = 'flex flex-wrap justify-between gap-x-4';
  return (
    <div className="space-y-5">
      {heading('Demande envoyée')}
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-5">
        <p className="text-green-900">Votre référence :</p>
        <p className="font-bold font-mono text-2xl text-green-900">{receipt.reference}</p>
        <p className="mt-3 text-green-900">{holdSentence(receipt, new Date())}</p>
      </div>
      <dl className="space-y-2 text-slate-700">
        <div className={row}>
          <dt className="font-medium text-slate-900">Matériel</dt>
          <dd>
            {receipt.quantite > 1 ? `${receipt.quantite} × ` : ''}
            {receipt.produit_titre}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-900">Dates</dt>
          <dd>{rangeLabel(receipt.debut, receipt.fin)}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-900">
            {receipt.retrait === 'livraison' ? 'Livraison' : 'Retrait'}
          </dt>
          <dd>
            {receipt.retrait === 'livraison'
              ? `à domicile (${receipt.frais_livraison ? dinarLabel(receipt.frais_livraison) : 'offerte'})`
              : rentalShopName(receipt.boutique ?? '')}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900">{dinarLabel(receipt.total)}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-slate-900">Caution</dt>
          <dd>{`${dinarLabel(receipt.caution)}, rendue au retour du matériel`}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          className={`${primaryButton} text-base`}
        >
          Écrire sur WhatsApp
          <span className="sr-only"> (s’ouvre dans un nouvel onglet)</span>
        </a>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          Fermer
        </button>
      </div>
    </div>
  );
}
