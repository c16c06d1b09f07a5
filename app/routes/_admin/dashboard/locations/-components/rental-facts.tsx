import type { ReactNode } from 'react';
import { formatAdminDate } from '#domain/article-status.ts';
import type { RentalView } from '#domain/rental-answers.schema.ts';
import { rentalDaysLabel, rentalUnitsLabel, rentalWayLabel } from '#domain/rental-desk.ts';
import { tunisianPhoneLabel } from '#domain/rental-phone.ts';
import { breakdownLabel, dinarLabel } from '#domain/rental-price.ts';
import { formatDay } from '#domain/stats-display.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="font-medium text-slate-600 text-sm">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

const linkClass = 'text-teal-800 underline underline-offset-2 hover:text-teal-950';

/** Everything a reservation says: the customer, the equipment, the days, the money. */
export function RentalFacts({ rental }: { rental: RentalView }) {
  return (
    <dl className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <Fact term="Client">{rental.nom}</Fact>
      <Fact term="Téléphone">
        <a href={`tel:${rental.telephone}`} className={linkClass}>
          {tunisianPhoneLabel(rental.telephone)}
        </a>
      </Fact>
      {rental.email ? (
        <Fact term="E-mail">
          <a href={`mailto:${rental.email}`} className={linkClass}>
            {rental.email}
          </a>
        </Fact>
      ) : null}
      <Fact term="Matériel">{rental.produit_titre}</Fact>
      <Fact term="Quantité">{rentalUnitsLabel(rental.quantite, rental.unites)}</Fact>
      <Fact term="Dates">
        {rentalDaysLabel(rental.debut, rental.fin)}
        {rental.en_retard ? (
          <span className="block text-red-800">Le matériel n’est pas revenu.</span>
        ) : null}
      </Fact>
      {rental.jours_tampon > 0 ? (
        <Fact term="Nettoyage">
          {rental.jours_tampon} jour{rental.jours_tampon > 1 ? 's' : ''} après le retour
        </Fact>
      ) : null}
      {rental.rendu_le ? <Fact term="Rendu le">{formatDay(rental.rendu_le)}</Fact> : null}
      <Fact term="Retrait">{rentalWayLabel(rental)}</Fact>
      <Fact term="Prix de la location">
        {dinarLabel(rental.prix_location)}{' '}
        <span className="text-slate-600 text-sm">({breakdownLabel(rental.detail_prix)})</span>
      </Fact>
      {rental.frais_livraison > 0 ? (
        <Fact term="Livraison">{dinarLabel(rental.frais_livraison)}</Fact>
      ) : null}
      <Fact term="Total">
        <strong>{dinarLabel(rental.total)}</strong>
      </Fact>
      <Fact term="Caution">{dinarLabel(rental.caution)} (rendue au retour)</Fact>
      {rental.note ? <Fact term="Note">{rental.note}</Fact> : null}
      {rental.statut === 'demande' && rental.expire_le ? (
        <Fact term="Retenue jusqu’au">{formatAdminDate(rental.expire_le)}</Fact>
      ) : null}
      <Fact term="Origine">{rental.source === 'site' ? 'Demande du site' : 'Prise au bureau'}</Fact>
      <Fact term="Créée le">{formatAdminDate(rental.cree_le)}</Fact>
    </dl>
  );
}
