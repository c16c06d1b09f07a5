import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = 'Nos produits';
const description =
  'Découvrez notre catalogue de matériel médical : confort, maintien à domicile, mobilité, incontinence et équipement professionnel.';

export const Route = createFileRoute('/produits')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: ProduitsPage,
});

function ProduitsPage() {
  return (
    <>
      <PageHeader title={'Nos produits'} lead={description} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p className="text-slate-600">
          Le catalogue en ligne est en cours de mise en place. Contactez-nous pour toute demande de
          produit.
        </p>
      </div>
    </>
  );
}
