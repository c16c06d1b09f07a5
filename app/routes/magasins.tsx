import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = 'Nos magasins';
const description =
  'Retrouvez nos deux magasins à Tunis : conseils personnalisés, essais de matériel et retrait de vos commandes.';

export const Route = createFileRoute('/magasins')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: MagasinsPage,
});

function MagasinsPage() {
  return <PageHeader title={'Nos magasins'} lead={description} />;
}
