import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = 'Contact';
const description =
  'Une question, un devis, un rendez-vous ? Notre équipe vous répond du lundi au samedi.';

export const Route = createFileRoute('/contact')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: ContactPage,
});

function ContactPage() {
  return <PageHeader title={'Contactez-nous'} lead={description} />;
}
