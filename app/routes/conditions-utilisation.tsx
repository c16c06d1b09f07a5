import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/seo.ts';
import { LegalPage } from './-components/static/legal/legal-page.tsx';
import { termsSections, termsUpdatedAt } from './-components/static/legal/terms-sections.tsx';

const title = "Conditions d'utilisation";
const description =
  'Les règles d’utilisation du site : informations sur les produits et les prix, commandes, location de matériel et droit applicable.';

export const Route = createFileRoute('/conditions-utilisation')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: ConditionsUtilisationPage,
});

function ConditionsUtilisationPage() {
  return (
    <LegalPage
      title={title}
      lead={description}
      updatedAt={termsUpdatedAt}
      sections={termsSections}
    />
  );
}
