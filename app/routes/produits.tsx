import { createFileRoute, stripSearchParams, useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { toggleCategory } from '#domain/catalogue-choices.ts';
import {
  type CatalogueSearch,
  CatalogueSearchSchema,
  catalogueDefaults,
  effectiveSort,
} from '#domain/catalogue-search.ts';
import { getCatalogue } from '#server/functions/catalogue.functions.ts';
import { PageHeader } from '../components/page-header.tsx';
import { popupClosesBack } from '../lib/catalogue-history.ts';
import { pageHead } from '../lib/seo.ts';
import { CatalogueFilters } from './-components/catalogue/catalogue-filters.tsx';
import { CatalogueHelp } from './-components/catalogue/catalogue-help.tsx';
import { CatalogueList } from './-components/catalogue/catalogue-list.tsx';
import { CatalogueOverview } from './-components/catalogue/catalogue-overview.tsx';
import { ProductPopup } from './-components/catalogue/product-popup.tsx';
import { useSearchStats } from './-components/catalogue/use-search-stats.ts';

const title = 'Nos produits';
const description =
  'Découvrez notre catalogue de matériel médical : confort, maintien à domicile, mobilité, incontinence et équipement professionnel.';

export const Route = createFileRoute('/produits')({
  validateSearch: CatalogueSearchSchema,
  // SPEC §2: defaults (page 1, sort name, empty search) are never written into the URL; nor is
  // relevance, the sort of a search the visitor has not sorted otherwise.
  search: { middlewares: [stripSearchParams(catalogueDefaults)] },
  loaderDeps: ({ search }) => ({
    categoryId: search.categoryId,
    sort: effectiveSort(search),
    q: search.q,
    page: search.page,
  }),
  loader: ({ deps }) => getCatalogue({ data: deps }),
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: '/produits' }),
  // No pending fallback: past the router's threshold (1 s) it replaced the whole page, search box
  // included, while a new term loaded, and what the visitor typed meanwhile was lost. The page
  // stays, saying "Chargement…" over the list until the new one lands (search-typing.spec.ts).
  pendingMs: Number.POSITIVE_INFINITY,
  errorComponent: ({ error }) => (
    <p role="alert" className="px-4 py-24 text-center text-red-700">
      Erreur : {error instanceof Error ? error.message : String(error)}
    </p>
  ),
  component: ProduitsPage,
});

function ProduitsPage() {
  const { categories, view } = Route.useLoaderData();
  const search = Route.useSearch();
  const sort = effectiveSort(search);
  const navigate = Route.useNavigate();
  const router = useRouter();
  const countSearch = useSearchStats(search, view);
  // The list asked for last, while it loads (SPEC §2: "Chargement…").
  const asked = useRef(0);
  const [loading, setLoading] = useState<number | null>(null);
  // SPEC §2/§4: every change replaces the history entry; a new filter, sort or search goes back to page 1.
  const go = (next: (current: CatalogueSearch) => CatalogueSearch) => {
    const list = ++asked.current;
    setLoading(list);
    return navigate({ search: next, replace: true, resetScroll: false }).finally(() =>
      setLoading((shown) => (shown === list ? null : shown)),
    );
  };
  const refilter = (patch: Partial<CatalogueSearch>) =>
    go((current) => ({ ...current, ...patch, page: 1, produit: undefined }));
  // The popup pushes an entry, so Back closes it; the entry remembers it came from this list.
  const openProduct = (id: string) => {
    countSearch();
    return navigate({
      search: (current) => ({ ...current, produit: Number(id) }),
      state: (previous) => ({ ...previous, catalogueProductFromList: true }),
      resetScroll: false,
    });
  };
  // Back only to the list this tab opened the popup from; a shared link or another site's link
  // stays here, on the catalogue without the product.
  const closeProduct = () =>
    popupClosesBack(router.state.location.state)
      ? router.history.back()
      : navigate({
          search: (current) => ({ ...current, produit: undefined }),
          replace: true,
          resetScroll: false,
        });

  return (
    <>
      <PageHeader title={title} lead={description} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16 sm:px-6">
        <CatalogueFilters
          categories={categories}
          categoryId={search.categoryId}
          sort={sort}
          q={search.q}
          onSearch={(q) => refilter({ q })}
          onSort={(sort) => refilter({ sort })}
          onToggleCategory={(id) => refilter({ categoryId: toggleCategory(search.categoryId, id) })}
          onAll={() => refilter({ categoryId: undefined })}
        />
        <div className="relative" aria-busy={loading !== null}>
          {loading !== null ? (
            <p
              role="status"
              className="absolute inset-x-0 top-0 z-10 mx-auto w-fit rounded-full bg-white px-4 py-2 text-slate-600 shadow"
            >
              Chargement…
            </p>
          ) : null}
          {view.mode === 'overview' ? (
            <CatalogueOverview
              key={sort}
              groups={view.groups}
              nextOffset={view.nextOffset}
              sort={sort}
              onOpen={openProduct}
              onCategory={(id) => refilter({ categoryId: String(id) })}
            />
          ) : (
            <CatalogueList
              {...view}
              onOpen={openProduct}
              onPage={(page) => go((current) => ({ ...current, page }))}
              onReset={() => {
                countSearch();
                go(() => ({ sort: undefined, q: '', page: 1 }));
              }}
            />
          )}
        </div>
        <CatalogueHelp />
      </div>
      <ProductPopup id={search.produit} onClose={closeProduct} />
    </>
  );
}
