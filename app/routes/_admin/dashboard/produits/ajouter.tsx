import { createFileRoute } from '@tanstack/react-router';
import { limits, site } from '#config';
import { listCategoryOptions } from '#server/functions/admin-product-form.functions.ts';
import { ProductAddForm } from './-form/product-add-form.tsx';
import {
  ProductFormLoadFailed,
  ProductFormPending,
  ProductPage,
} from './-form/product-form-states.tsx';

const title = 'Ajouter un produit';

export const Route = createFileRoute('/_admin/dashboard/produits/ajouter')({
  // SPEC §7/§9: the form's category dropdown loads up to 100 categories.
  loader: () => listCategoryOptions({ data: { limit: limits.categoryDropdownForm } }),
  head: () => ({ meta: [{ title: `${title} | ${site.name}` }] }),
  pendingComponent: () => <ProductFormPending title={title} label="Chargement du formulaire" />,
  errorComponent: () => <ProductFormLoadFailed title={title} />,
  component: ProductAddPage,
});

/** SPEC §2 "Product add form". */
function ProductAddPage() {
  const categories = Route.useLoaderData();
  return (
    <ProductPage title={title}>
      <ProductAddForm categories={categories} />
    </ProductPage>
  );
}
