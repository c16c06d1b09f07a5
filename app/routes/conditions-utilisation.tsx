import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = "Conditions d'utilisation";
const description = 'Les règles d’utilisation de ce site et de ses services.';

export const Route = createFileRoute('/conditions-utilisation')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: ConditionsUtilisationPage,
});

function ConditionsUtilisationPage() {
  return <PageHeader title={"Conditions d'utilisation"} lead={description} />;
}
