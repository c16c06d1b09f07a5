import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = 'Mentions légales';
const description = 'Informations légales relatives à l’éditeur et à l’hébergement de ce site.';

export const Route = createFileRoute('/mentions-legales')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: MentionsLegalesPage,
});

function MentionsLegalesPage() {
  return <PageHeader title={'Mentions légales'} lead={description} />;
}
