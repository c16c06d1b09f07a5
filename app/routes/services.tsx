import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';
import { EmergencySection } from './-components/static/services/emergency-section';
import { ServiceAreas } from './-components/static/services/service-areas';
import { ServicesTiles } from './-components/static/services/services-tiles';

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
