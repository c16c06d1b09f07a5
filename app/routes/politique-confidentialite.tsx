import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/seo.ts';
import { LegalPage } from './-components/static/legal/legal-page.tsx';
import { privacySections, privacyUpdatedAt } from './-components/static/legal/privacy-sections.tsx';

const title = 'Politique de confidentialité';
const description =
  'Quelles données nous collectons, pourquoi, combien de temps nous les gardons et comment exercer vos droits.';

export const Route = createFileRoute('/politique-confidentialite')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: PolitiqueConfidentialitePage,
});

function PolitiqueConfidentialitePage() {
  return (
    <LegalPage
      title={title}
      lead={description}
      updatedAt={privacyUpdatedAt}
      sections={privacySections}
    />
  );
}
