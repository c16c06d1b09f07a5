import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = 'Catalogue';
const description =
  'Feuilletez notre catalogue de matériel médical en ligne ou téléchargez-le au format PDF.';

export const Route = createFileRoute('/catalogue')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: CataloguePage,
});

function CataloguePage() {
  return (
    <>
      <PageHeader title={'Catalogue'} lead={description} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p className="text-slate-600">
          La version interactive du catalogue sera disponible ici prochainement.
        </p>
      </div>
    </>
  );
}
