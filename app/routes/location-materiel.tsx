import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header.tsx';
import { pageHead } from '../lib/seo.ts';
import { RentalEquipment, RentalSteps } from './-components/static/rental/rental-equipment.tsx';
import { RentalOffers } from './-components/static/rental/rental-offers.tsx';
import { RentalServices, RentalShops } from './-components/static/rental/rental-services.tsx';

const title = 'Location de matériel médical';
const description =
  'Lits médicalisés, fauteuils roulants, concentrateurs d’oxygène : louez le matériel adapté, livré et installé chez vous.';

export const Route = createFileRoute('/location-materiel')({
  // Issue 39: the equipment rentable online, with today's free units (a failure keeps the page).
  // Imported here, not above: the server function's client (createServerFn) is then only
  // downloaded for a navigation within the site, never in the page's first JavaScript.
  loader: () =>
    import('#server/functions/rentals.functions.ts').then((functions) =>
      functions.getRentalOffers(),
    ),
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: LocationMaterielPage,
});

function LocationMaterielPage() {
  const offers = Route.useLoaderData();
  return (
    <>
      <PageHeader title={title} lead={description} />
      <RentalEquipment />
      <RentalOffers rows={offers.rows} failed={offers.failed} />
      <RentalSteps />
      <RentalServices />
      <RentalShops />
    </>
  );
}
