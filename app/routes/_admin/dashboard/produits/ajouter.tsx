import { createFileRoute } from '@tanstack/react-router';
import { limits, site } from '#config';
import { urlSearch, urlText } from '#domain/url-search.ts';
import { listCategoryOptions } from '#server/functions/admin-product-form.functions.ts';
import { ProductAddForm } from './-form/product-add-form.tsx';
import {
  ProductFormLoadFailed,
  ProductFormPending,
  ProductPage,
} from './-form/product-form-states.tsx';

const title = 'Ajouter un produit';

const readTitle = urlText(200);

export const Route = createFileRoute('/_admin/dashboard/produits/ajouter')({
  // Issue 38: « Créer un produit » beside a search that found nothing opens the form titled so.
  validateSearch: urlSearch<{ titre?: string }>((search) => {
    const titre = readTitle(search.titre);
    return titre ? { titre } : {};
  }),
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
  const { titre } = Route.useSearch();
  return (
    <ProductPage title={title}>
      <ProductAddForm key={titre} categories={categories} titre={titre} />
    </ProductPage>
  );
}
