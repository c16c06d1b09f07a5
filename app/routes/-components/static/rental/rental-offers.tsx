import { Link } from '@tanstack/react-router';
import { FallbackImage } from '#app/components/product-card.tsx';
import { RentButton } from '#app/components/rentals/rent-button.tsx';
import { Section } from '#app/components/section.tsx';
import { telHref } from '#app/lib/navigation.ts';
import { site } from '#config';
import type { RentalOffer } from '#server/functions/rentals.functions.ts';

/** « 3 disponibles aujourd’hui », « 1 disponible aujourd’hui », « Indisponible aujourd’hui ». */
export function todayLabel(free: number): string {
  if (free <= 0) return 'Indisponible aujourd’hui';
  return `${free} disponible${free > 1 ? 's' : ''} aujourd’hui`;
}

/**
 * Issue 39: the equipment rentable online, from the database — photo, category, the lowest price
 * per day, today's free units and « Louer », which opens the dates, the price and the request.
 */
export function RentalOffers({ rows, failed }: { rows: RentalOffer[]; failed: boolean }) {
  return (
    <Section
      className="bg-slate-50"
      id="reserver-en-ligne"
      eyebrow="Réservation en ligne"
      title="Réservez votre matériel"
      lead="Choisissez vos dates : le prix s’affiche aussitôt, le matériel vous est réservé et nous vous rappelons pour confirmer."
    >
      {failed ? (
        <p role="alert" className="rounded-xl bg-red-50 px-5 py-4 text-red-800">
          La liste du matériel à louer n’a pas pu être chargée. Appelez-nous au{' '}
          <a href={telHref(site.phone)} className="font-medium underline">
            {site.phone}
          </a>
          .
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl bg-white px-5 py-4 text-slate-700">
          Aucun matériel n’est proposé à la réservation en ligne pour le moment : appelez-nous ou
          écrivez-nous, nous trouvons une solution avec vous.
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((offer) => (
            <li
              key={offer.id}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
            >
              <FallbackImage
                src={offer.image}
                alt=""
                width={480}
                height={360}
                loading="lazy"
                className="aspect-4/3 w-full bg-slate-100 object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                {offer.categorie ? (
                  <p className="font-medium text-slate-500 text-sm">{offer.categorie}</p>
                ) : null}
                <h3 className="font-semibold text-lg text-slate-900">
                  <Link
                    to="/produits/$slug"
                    params={{ slug: offer.slug }}
                    className="hover:text-teal-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
                  >
                    {offer.titre}
                  </Link>
                </h3>
                <p className="text-slate-800">
                  à partir de <span className="font-bold text-teal-800">{offer.aPartirDe}</span> /
                  jour
                </p>
                <p
                  className={`font-medium text-sm ${offer.libresAujourdhui > 0 ? 'text-green-800' : 'text-slate-600'}`}
                >
                  {todayLabel(offer.libresAujourdhui)}
                </p>
                <div className="mt-auto pt-2">
                  <RentButton product={{ id: offer.id, titre: offer.titre }} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
