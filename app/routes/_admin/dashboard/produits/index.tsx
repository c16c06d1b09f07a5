import { createFileRoute, Link, redirect, stripSearchParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AdminPagination } from '#app/components/admin/admin-pagination.tsx';
import { primaryButton } from '#app/components/ui/buttons.ts';
import { SearchInput } from '#app/components/ui/search-input.tsx';
import { limits, site } from '#config';
import {
  type AdminProductSearch,
  AdminProductSearchSchema,
  adminProductDefaults,
  lastPageIfBeyond,
  nextProductSearch,
} from '#domain/admin-product-search.ts';
import { listAdminProducts } from '#server/functions/admin-products.functions.ts';
import { CategoryFilter } from './-components/category-filter.tsx';
import { ProductBulkList } from './-components/product-bulk-list.tsx';
import { ProductCsvLinks } from './-components/product-csv-links.tsx';
import {
  ProductListEmpty,
  ProductListError,
  ProductListSkeleton,
} from './-components/product-list-states.tsx';

export const Route = createFileRoute('/_admin/dashboard/produits/')({
  validateSearch: AdminProductSearchSchema,
  // SPEC §2: defaults (empty search, every category, page 1) are never written into the URL.
  search: { middlewares: [stripSearchParams(adminProductDefaults)] },
  loaderDeps: ({ search: { q, categoryId, page } }) => ({ q, categoryId, page }),
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
  pendingComponent: () => (
    <ProductsLayout>
      <ProductListSkeleton />
    </ProductsLayout>
  ),
  errorComponent: () => (
    <ProductsLayout>
      <ProductListError />
    </ProductsLayout>
  ),
  component: ProductsAdminPage,
});

/** SPEC §2: the header and add button shown above the list, whatever its state. */
function ProductsLayout({ children }: { children: ReactNode }) {
  return (
    <section className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Gestion des produits</h1>
          <p className="mt-2 text-slate-600">
            Gérez le catalogue : prix, images et disponibilité en ligne.
          </p>
        </div>
        <Link to="/dashboard/produits/ajouter" className={primaryButton}>
          Ajouter un produit
        </Link>
      </header>
      {children}
    </section>
  );
}

function ProductsAdminPage() {
  const { rows, total, page, totalPages, categories } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Every change replaces the history entry; a new search or category goes back to page 1.
  const go = (change: Partial<AdminProductSearch>) =>
    navigate({ search: (current) => nextProductSearch(current, change), replace: true });

  return (
    <ProductsLayout>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <SearchInput
          variant="field"
          label="Rechercher un produit"
          placeholder="Rechercher un produit..."
          value={search.q}
          onSearch={(q) => q !== search.q && go({ q })}
        />
        <CategoryFilter
          value={search.categoryId}
          options={categories}
          onChange={(categoryId) => go({ categoryId })}
        />
      </div>
      {rows.length === 0 ? (
        <ProductListEmpty />
      ) : (
        // Issue 24: the selection belongs to this page of this search.
        <ProductBulkList
          scope={JSON.stringify([search.q, search.categoryId, page])}
          rows={rows}
          total={total}
          categories={categories}
        />
      )}
      <AdminPagination
        total={total}
        page={page}
        totalPages={totalPages}
        onPage={(next) => go({ page: next })}
      />
      {/* Below the list: on a phone the first rows and their actions stay on the first screen. */}
      <ProductCsvLinks q={search.q} categoryId={search.categoryId} />
    </ProductsLayout>
  );
}
