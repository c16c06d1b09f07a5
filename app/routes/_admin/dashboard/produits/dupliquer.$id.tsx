import { createFileRoute, notFound } from '@tanstack/react-router';
import { FormLoadError } from '#app/components/admin/list-states.tsx';
import { limits, site } from '#config';
import { listCategoryOptions } from '#server/functions/admin-product-form.functions.ts';
import { loadProductCopy } from '#server/functions/duplicate.functions.ts';
import { ProductAddForm } from './-form/product-add-form.tsx';
import { ProductFormPending, ProductPage } from './-form/product-form-states.tsx';

const title = 'Dupliquer un produit';

export const Route = createFileRoute('/_admin/dashboard/produits/dupliquer/$id')({
  beforeLoad: ({ params }) => {
    const productId = Number(params.id);
    if (!Number.isSafeInteger(productId) || productId < 1 || String(productId) !== params.id) {
      throw notFound();
    }
    return { productId };
  },
  loader: async ({ context }) => {
    const [categories, copy] = await Promise.all([
      listCategoryOptions({ data: { limit: limits.categoryDropdownForm } }),
      loadProductCopy({ data: { id: context.productId } }),
    ]);
    return { categories, copy };
  },
  // The copy is made from the product as saved now.
  staleTime: 0,
  gcTime: 0,
  shouldReload: true,
  head: () => ({ meta: [{ title: `${title} | ${site.name}` }] }),
  pendingComponent: () => <ProductFormPending title={title} label="Chargement du produit" />,
  errorComponent: () => (
    <ProductPage title={title}>
      <FormLoadError
        message="Impossible de charger le produit."
        back="/dashboard/produits"
        backLabel="Retour à la liste"
      />
    </ProductPage>
  ),
  component: ProductDuplicatePage,
});

/** Issue 24 "Dupliquer": the add form pre-filled from a product; nothing is saved until "Ajouter". */
function ProductDuplicatePage() {
  const { categories, copy } = Route.useLoaderData();
  return (
    <ProductPage title={title}>
      <ProductAddForm categories={categories} copy={copy} />
    </ProductPage>
  );
}
