import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = 'Politique de confidentialité';
const description = 'Comment nous collectons, utilisons et protégeons vos données personnelles.';

export const Route = createFileRoute('/politique-confidentialite')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: PolitiqueConfidentialitePage,
});

function PolitiqueConfidentialitePage() {
  return <PageHeader title={'Politique de confidentialité'} lead={description} />;
}
