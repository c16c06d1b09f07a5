import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = 'Actualités médicales';
const description =
  'Conseils de santé, nouveautés produits et actualités de nos magasins : suivez l’actualité du matériel médical en Tunisie.';

export const Route = createFileRoute('/actualites')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: ActualitesPage,
});

function ActualitesPage() {
  return (
    <>
      <PageHeader title={'Actualités médicales'} lead={description} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p className="text-slate-600">
          Les articles de notre équipe arrivent très bientôt sur cette page.
        </p>
      </div>
    </>
  );
}
