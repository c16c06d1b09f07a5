import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { limits, site } from '../../../../../app.config';
import { listCategoryOptions } from '../../../../../server/functions/admin-product-form.functions';
import { ProductAddForm } from './-form/product-add-form';
import {
  CategoriesLoadFailed,
  ProductFormHeader,
  ProductFormSkeleton,
} from './-form/product-form-states';

const title = 'Ajouter un produit';

export const Route = createFileRoute('/_admin/dashboard/produits/ajouter')({
  // SPEC §7/§9: the form's category dropdown loads up to 100 categories.
  loader: () => listCategoryOptions({ data: { limit: limits.categoryDropdownForm } }),
  head: () => ({ meta: [{ title: `${title} | ${site.name}` }] }),
  pendingComponent: () => (
    <ProductPage>
      <ProductFormSkeleton label="Chargement du formulaire" />
    </ProductPage>
  ),
  errorComponent: () => (
    <ProductPage>
      <CategoriesLoadFailed />
    </ProductPage>
  ),
  component: ProductAddPage,
});

function ProductPage({ children }: { children: ReactNode }) {
  return (
    <section className="max-w-4xl space-y-6">
      <ProductFormHeader title={title} />
      {children}
    </section>
  );
}

/** SPEC §2 "Product add form". */
function ProductAddPage() {
  const categories = Route.useLoaderData();
  return (
    <ProductPage>
      <ProductAddForm categories={categories} />
    </ProductPage>
  );
}
