import { createFileRoute } from '@tanstack/react-router';
import { claims } from '#config';
import { PageHeader } from '../components/page-header.tsx';
import { pageHead } from '../lib/seo.ts';
import { EngagementContact } from './-components/static/engagements/engagement-contact.tsx';
import {
  EngagementStats,
  EngagementValues,
} from './-components/static/engagements/engagement-values.tsx';

const title = 'Nos engagements';
const description = `Matériel certifié, conseil personnalisé, hygiène du matériel loué, installation à domicile et astreinte 24h/24 : les valeurs qui nous guident depuis ${claims.since}.`;

export const Route = createFileRoute('/engagements')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: EngagementsPage,
});

function EngagementsPage() {
  return (
    <>
      <PageHeader title={title} lead={description} />
      <EngagementStats />
      <EngagementValues />
      <EngagementContact />
    </>
  );
}
