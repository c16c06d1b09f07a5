import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header.tsx';
import { pageHead } from '../lib/seo.ts';
import { RentalEquipment, RentalSteps } from './-components/static/rental/rental-equipment.tsx';
import { RentalServices, RentalShops } from './-components/static/rental/rental-services.tsx';

const title = 'Location de matériel médical';
const description =
  'Lits médicalisés, fauteuils roulants, concentrateurs d’oxygène : louez le matériel adapté, livré et installé chez vous.';

export const Route = createFileRoute('/location-materiel')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: LocationMaterielPage,
});

function LocationMaterielPage() {
  return (
    <>
      <PageHeader title={title} lead={description} />
      <RentalEquipment />
      <RentalSteps />
      <RentalServices />
      <RentalShops />
    </>
  );
}
