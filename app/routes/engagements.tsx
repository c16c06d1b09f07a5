import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = 'Nos engagements';
const description =
  'Qualité, écoute et disponibilité : les valeurs qui guident notre équipe depuis 1977.';

export const Route = createFileRoute('/engagements')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: EngagementsPage,
});

function EngagementsPage() {
  return <PageHeader title={'Nos engagements'} lead={description} />;
}
