import { createFileRoute, notFound } from '@tanstack/react-router';
import { limits, site } from '#config';
import { listCategoryOptions } from '#server/functions/admin-product-form.functions.ts';
import { ProductEditForm } from './-form/product-edit-form.tsx';
import {
  ProductFormLoadFailed,
  ProductFormPending,
  ProductPage,
} from './-form/product-form-states.tsx';

const title = 'Modifier le produit';

export const Route = createFileRoute('/_admin/dashboard/produits/modifier/$id')({
  beforeLoad: ({ params }) => {
    const productId = Number(params.id);
    if (!Number.isSafeInteger(productId) || productId < 1 || String(productId) !== params.id) {
      throw notFound();
    }
    return { productId };
  },
  // SPEC §7/§9: up to 100 categories; the product itself is loaded by the edit machine
  // (loading → form, or "Impossible de charger le produit." with a retry).
  loader: () => listCategoryOptions({ data: { limit: limits.categoryDropdownForm } }),
  head: () => ({ meta: [{ title: `${title} | ${site.name}` }] }),
  pendingComponent: () => <ProductFormPending title={title} label="Chargement du produit" />,
  errorComponent: () => <ProductFormLoadFailed title={title} />,
  component: ProductEditPage,
});

/** SPEC §2 "Product edit form" (a new machine per product: `key`). */
function ProductEditPage() {
  const { productId } = Route.useRouteContext();
  const categories = Route.useLoaderData();
  return (
    <ProductPage title={title}>
      <ProductEditForm key={productId} productId={productId} categories={categories} />
    </ProductPage>
  );
}
