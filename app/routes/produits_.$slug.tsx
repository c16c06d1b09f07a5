import { createFileRoute, Link } from '@tanstack/react-router';
import { site } from '#config';
import { getProductPage } from '#server/functions/product-page.functions.ts';
import { productPageHead } from '../lib/product-json-ld.ts';
import { ArticleSkeleton } from './-components/article/article-skeleton.tsx';
import { PreviewBanner } from './-components/article/preview-banner.tsx';
import { ProductPage } from './-components/product-page/product-page.tsx';

// `produits_`: a page of its own, not rendered inside the catalogue's /produits route.
export const Route = createFileRoute('/produits_/$slug')({
  // Issue 37 §1: unknown, offline or in an offline category → notFound() on the server (404); a
  // former slug → 301 to the current one (thrown by the server function).
  loader: async ({ params, context }) => {
    const page = await getProductPage({ data: { slug: params.slug } });
    return { ...page, head: productPageHead(context.siteUrl, page.view, page.preview) };
  },
  // A 404 needs no share tags: its title is enough (the page says the rest).
  head: ({ loaderData }) =>
    loaderData?.head ?? { meta: [{ title: `Produit non trouvé | ${site.name}` }] },
  pendingComponent: () => <ArticleSkeleton label="Chargement du produit…" />,
  notFoundComponent: ProductNotFound,
  component: ProductRoute,
});

function ProductRoute() {
  const { view, related, preview } = Route.useLoaderData();
  return (
    <>
      {preview ? <PreviewBanner text={preview} subject="ce produit" /> : null}
      <ProductPage view={view} related={related} />
    </>
  );
}

/** Issue 37 §1: an unknown or offline product, worded like the article's not-found (SPEC §2). */
function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-bold text-3xl text-slate-900">Produit non trouvé</h1>
      <p className="mt-3 text-slate-600">
        Le produit que vous recherchez n'existe pas ou a été retiré.
      </p>
      <Link
        to="/produits"
        className="mt-8 rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
      >
        Retour aux produits
      </Link>
    </section>
  );
}
