import { createFileRoute, Link, stripSearchParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AdminPagination } from '#app/components/admin/admin-pagination.tsx';
import { SearchInput } from '#app/components/ui/search-input.tsx';
import { site } from '#config';
import {
  type AdminArticleSearch,
  AdminArticleSearchSchema,
  adminArticleDefaults,
} from '#domain/admin-article-search.ts';
import { listAdminArticles } from '#server/functions/admin-articles.functions.ts';
import { ArticleBulkList } from './-components/article-bulk-list.tsx';
import {
  ArticleListEmpty,
  ArticleListError,
  ArticleListSkeleton,
} from './-components/article-list-states.tsx';
import { ArticleSortSelect } from './-components/article-sort-select.tsx';

export const Route = createFileRoute('/_admin/dashboard/articles/')({
  validateSearch: AdminArticleSearchSchema,
  // SPEC §2: defaults (empty search, "Plus récent", page 1) are never written into the URL.
  search: { middlewares: [stripSearchParams(adminArticleDefaults)] },
  loaderDeps: ({ search: { q, sort, page } }) => ({ q, sort, page }),
  loader: ({ deps }) => listAdminArticles({ data: deps }),
  head: () => ({ meta: [{ title: `Gestion des articles | ${site.name}` }] }),
  pendingComponent: () => (
    <ArticlesLayout>
      <ArticleListSkeleton />
    </ArticlesLayout>
  ),
  errorComponent: () => (
    <ArticlesLayout>
      <ArticleListError />
    </ArticlesLayout>
  ),
  component: ArticlesAdminPage,
});

/** SPEC §2: the header shown above the list, whatever its state. */
function ArticlesLayout({ children }: { children: ReactNode }) {
  return (
    <section className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Gestion des articles</h1>
          <p className="mt-2 text-slate-600">Gérez vos articles et leur publication.</p>
        </div>
        <Link
          to="/dashboard/articles/create"
          className="inline-flex min-h-11 items-center rounded-md bg-teal-700 px-4 py-2 font-medium text-sm text-white hover:bg-teal-800"
        >
          Nouvel article
        </Link>
      </header>
      {children}
    </section>
  );
}

function ArticlesAdminPage() {
  const { rows, total, page, totalPages } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // SPEC §2: every change replaces the history entry; a new search or sort goes back to page 1.
  const go = (patch: Partial<AdminArticleSearch>) =>
    navigate({ search: (current) => ({ ...current, ...patch }), replace: true });

  return (
    <ArticlesLayout>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <SearchInput
          variant="field"
          label="Rechercher un article"
          placeholder="Rechercher un article..."
          value={search.q}
          onSearch={(q) => q !== search.q && go({ q, page: 1 })}
        />
        <ArticleSortSelect value={search.sort} onSort={(sort) => go({ sort, page: 1 })} />
      </div>
      {rows.length === 0 ? (
        <ArticleListEmpty searching={search.q !== ''} />
      ) : (
        // Issue 24: the selection belongs to this page of this search and sort.
        <ArticleBulkList scope={JSON.stringify([search.q, search.sort, page])} rows={rows} />
      )}
      <AdminPagination
        total={total}
        page={page}
        totalPages={totalPages}
        onPage={(next) => go({ page: next })}
      />
    </ArticlesLayout>
  );
}
