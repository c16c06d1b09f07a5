import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = 'Politique de cookies';
const description = 'Les cookies utilisés sur ce site et le choix de vos préférences.';

export const Route = createFileRoute('/cookies')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: CookiesPage,
});

function CookiesPage() {
  return <PageHeader title={'Politique de cookies'} lead={description} />;
}
