import { createFileRoute, Link, redirect, stripSearchParams } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminList,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { ListFilterSelect } from '#app/components/admin/list-filter-select.tsx';
import { primaryButton } from '#app/components/ui/buttons.ts';
import { SearchInput } from '#app/components/ui/search-input.tsx';
import { limits, site } from '#config';
import {
  type AdminProductSearch,
  AdminProductSearchSchema,
  adminProductDefaults,
  nextProductSearch,
} from '#domain/admin-product-search.ts';
import { productStateFilters } from '#domain/admin-state-filters.ts';
import { lastPageIfBeyond } from '#domain/list-page.ts';
import { listAdminProducts } from '#server/functions/admin-products.functions.ts';
import { CategoryFilter } from './-components/category-filter.tsx';
import { ProductBulkList } from './-components/product-bulk-list.tsx';
import { ProductCsvLinks } from './-components/product-csv-links.tsx';
import {
  ProductListEmpty,
  ProductListError,
  ProductListSkeleton,
} from './-components/product-list-states.tsx';

/** SPEC §2: the header and add button shown above the list, whatever its state. */
const heading: AdminHeading = {
  title: 'Gestion des produits',
  intro: 'Gérez le catalogue : prix, images et disponibilité en ligne.',
  action: (
    <Link to="/dashboard/produits/ajouter" className={primaryButton}>
      Ajouter un produit
    </Link>
  ),
};

export const Route = createFileRoute('/_admin/dashboard/produits/')({
  validateSearch: AdminProductSearchSchema,
  // SPEC §2: defaults (empty search, every category, page 1) are never written into the URL.
  search: { middlewares: [stripSearchParams(adminProductDefaults)] },
  // The search params are the loader's deps as they are (every one changes the list).
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const list = await listAdminProducts({ data: deps });
    // A page emptied by deletions (or a stale link) shows the last page that has products.
    const last = lastPageIfBeyond(deps.page, list.total, limits.dashboardPageSize);
    if (last !== null) {
      throw redirect({ to: '/dashboard/produits', search: { ...deps, page: last }, replace: true });
    }
    return list;
  },
  head: () => ({ meta: [{ title: `Gestion des produits | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState heading={heading} state={() => <ProductListSkeleton />} />
  ),
  errorComponent: () => <AdminListState heading={heading} state={() => <ProductListError />} />,
  component: ProductsAdminPage,
});

function ProductsAdminPage() {
  const list = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Every change replaces the history entry; a new search or category goes back to page 1.
  const go = (change: Partial<AdminProductSearch>) =>
    navigate({ search: (current) => nextProductSearch(current, change), replace: true });

  return (
    <AdminListPage {...heading}>
      {/* Issue 36 §5: at the top, where staff look for them. On a phone they stay below the list,
          so that the first rows and their actions fit on the first screen. */}
      <ProductCsvLinks q={search.q} categoryId={search.categoryId} className="hidden sm:flex" />
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
        {/* At least 16rem wide beside the filters, which wrap below when the row is full. */}
        <div className="flex min-w-0 sm:min-w-64 sm:flex-1">
          <SearchInput
            variant="field"
            label="Rechercher un produit"
            placeholder="Rechercher un produit..."
            value={search.q}
            onSearch={(q) => go({ q })}
          />
        </div>
        <div className="grid min-w-0 grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:items-center sm:gap-4">
          <CategoryFilter
            value={search.categoryId}
            options={list.categories}
            onChange={(categoryId) => go({ categoryId })}
          />
          <ListFilterSelect
            value={search.etat}
            options={productStateFilters}
            allLabel="Tous les produits"
            compact
            onChange={(etat) => go({ etat })}
          />
        </div>
      </div>
      <AdminList
        list={list}
        empty={<ProductListEmpty />}
        pagination={{ variant: 'counter' }}
        onPageChange={(next) => go({ page: next })}
      >
        {/* Issue 24: the selection belongs to this page of this search. */}
        <ProductBulkList
          scope={JSON.stringify([search.q, search.categoryId, search.etat, list.page])}
          rows={list.rows}
          total={list.total}
          categories={list.categories}
        />
      </AdminList>
      <ProductCsvLinks q={search.q} categoryId={search.categoryId} className="flex sm:hidden" />
    </AdminListPage>
  );
}
