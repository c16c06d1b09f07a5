import { createFileRoute, Link, stripSearchParams } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminList,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { ListFilterSelect } from '#app/components/admin/list-filter-select.tsx';
import { primaryButton } from '#app/components/ui/buttons.ts';
import { SearchInput } from '#app/components/ui/search-input.tsx';
import { site } from '#config';
import {
  type AdminArticleSearch,
  AdminArticleSearchSchema,
  adminArticleDefaults,
} from '#domain/admin-article-search.ts';
import { articleStateFilters } from '#domain/admin-state-filters.ts';
import { listAdminArticles } from '#server/functions/admin-articles.functions.ts';
import { ArticleBulkList } from './-components/article-bulk-list.tsx';
import {
  ArticleListEmpty,
  ArticleListError,
  ArticleListSkeleton,
} from './-components/article-list-states.tsx';
import { ArticleSortSelect } from './-components/article-sort-select.tsx';

/** SPEC §2: the header shown above the list, whatever its state. */
const heading: AdminHeading = {
  title: 'Gestion des articles',
  intro: 'Gérez vos articles et leur publication.',
  action: (
    <Link to="/dashboard/articles/create" className={primaryButton}>
      Nouvel article
    </Link>
  ),
};

export const Route = createFileRoute('/_admin/dashboard/articles/')({
  validateSearch: AdminArticleSearchSchema,
  // SPEC §2: defaults (empty search, "Plus récent", page 1) are never written into the URL.
  search: { middlewares: [stripSearchParams(adminArticleDefaults)] },
  // The search params are the loader's deps as they are (every one changes the list).
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => listAdminArticles({ data: deps }),
  head: () => ({ meta: [{ title: `Gestion des articles | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState heading={heading} state={() => <ArticleListSkeleton />} />
  ),
  errorComponent: () => <AdminListState heading={heading} state={() => <ArticleListError />} />,
  component: ArticlesAdminPage,
});

function ArticlesAdminPage() {
  const list = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // SPEC §2: every change replaces the history entry; a new search or sort goes back to page 1.
  const go = (patch: Partial<AdminArticleSearch>) =>
    navigate({ search: (current) => ({ ...current, ...patch }), replace: true });

  return (
    <AdminListPage {...heading}>
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
        {/* At least 16rem wide beside the filters, which wrap below when the row is full. */}
        <div className="flex min-w-0 sm:min-w-64 sm:flex-1">
          <SearchInput
            variant="field"
            label="Rechercher un article"
            placeholder="Rechercher un article..."
            value={search.q}
            onSearch={(q) => go({ q, page: 1 })}
          />
        </div>
        <ArticleSortSelect value={search.sort} onSort={(sort) => go({ sort, page: 1 })} />
        <ListFilterSelect
          value={search.etat}
          options={articleStateFilters}
          allLabel="Tous les articles"
          onChange={(etat) => go({ etat, page: 1 })}
        />
      </div>
      <AdminList
        list={list}
        empty={<ArticleListEmpty searching={search.q !== '' || search.etat !== undefined} />}
        pagination={{ variant: 'counter' }}
        onPageChange={(next) => go({ page: next })}
      >
        {/* Issue 24: the selection belongs to this page of this search and sort. */}
        <ArticleBulkList
          scope={JSON.stringify([search.q, search.sort, search.etat, list.page])}
          rows={list.rows}
        />
      </AdminList>
    </AdminListPage>
  );
}
