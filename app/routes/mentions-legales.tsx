import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/seo.ts';
import {
  legalNoticeSections,
  legalNoticeUpdatedAt,
} from './-components/static/legal/legal-notice-sections.tsx';
import { LegalPage } from './-components/static/legal/legal-page.tsx';

const title = 'Mentions légales';
const description =
  'Éditeur, hébergement, propriété intellectuelle et limites de responsabilité du site.';

export const Route = createFileRoute('/mentions-legales')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: MentionsLegalesPage,
});

function MentionsLegalesPage() {
  return (
    <LegalPage
      title={title}
      lead={description}
      updatedAt={legalNoticeUpdatedAt}
      sections={legalNoticeSections}
    />
  );
}
