import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header.tsx';
import { pageHead } from '../lib/seo.ts';
import { EmergencySection } from './-components/static/services/emergency-section.tsx';
import { ServiceAreas } from './-components/static/services/service-areas.tsx';
import { ServicesTiles } from './-components/static/services/services-tiles.tsx';

const title = 'Nos services';
const description =
  'Location de matériel, conseil, livraison et service d’astreinte 24h/24 : des services pensés pour les patients et les professionnels.';

export const Route = createFileRoute('/services')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <>
      <PageHeader title={title} lead={description} />
      <ServicesTiles />
      <EmergencySection />
      <ServiceAreas />
    </>
  );
}
