import { createFileRoute } from '@tanstack/react-router';
import { getCatalogueEdition } from '#server/catalogue-pdf/catalogue-pdf.functions.ts';
import { PageHeader } from '../components/page-header.tsx';
import { pageHead } from '../lib/seo.ts';
import { CatalogueViewer } from './-components/catalogue-pdf/catalogue-viewer.tsx';

const title = 'Catalogue';
const description =
  'Feuilletez notre catalogue de matériel médical en ligne ou téléchargez-le au format PDF.';

export const Route = createFileRoute('/catalogue')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  // The edition's date, pages and size; the page renders without them (null) rather than wait
  // for a slow generation or fail with it.
  loader: () => getCatalogueEdition(),
  component: CataloguePage,
});

function CataloguePage() {
  const edition = Route.useLoaderData();
  return (
    <>
      <PageHeader title={'Catalogue'} lead={description} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <p className="mb-6 max-w-3xl text-slate-600">
          Toutes nos catégories de produits, avec photos, références et prix indicatifs. Pour
          commander ou demander un devis, contactez-nous ou passez dans l’un de nos deux magasins.
        </p>
        <CatalogueViewer edition={edition} />
      </div>
    </>
  );
}
