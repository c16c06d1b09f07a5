import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListEmpty, ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { limits, site } from '#config';
import { canDeleteForGood } from '#domain/trash.ts';
import { TrashSearchSchema } from '#domain/trash-search.ts';
import { listTrashPage } from '#server/functions/trash.functions.ts';
import { TrashRow } from './-trash/trash-row.tsx';

/** The Corbeille (issue 24, docs/decisions/021): deleted articles and products, restorable. */
export const Route = createFileRoute('/_admin/dashboard/corbeille')({
  validateSearch: TrashSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => listTrashPage({ data: { page: deps.page } }),
  head: () => ({ meta: [{ title: `Corbeille | ${site.name}` }] }),
  pendingComponent: () => (
    <TrashLayout>
      <ListSkeleton label="Éléments de la corbeille" rowClassName="h-24 rounded-xl bg-slate-100">
        {null}
      </ListSkeleton>
    </TrashLayout>
  ),
  errorComponent: () => (
    <TrashLayout>
      <ListLoadError message="Impossible de charger la corbeille." />
    </TrashLayout>
  ),
  component: TrashPage,
});

function TrashLayout({ children }: { children: ReactNode }) {
  return (
    <section className="space-y-6">
      <header>
        <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Corbeille</h1>
        <p className="mt-2 max-w-prose text-slate-600">
          Les articles et produits supprimés restent ici {limits.trashDays} jours : le site les
          ignore, vous pouvez les restaurer tels quels. Passé ce délai, ils sont supprimés
          définitivement.
        </p>
      </header>
      {children}
    </section>
  );
}

function TrashPage() {
  const trash = Route.useLoaderData();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { profile } = Route.useRouteContext();
  const now = new Date();
  return (
    <TrashLayout>
      <p className="text-slate-600 text-sm" aria-live="polite">
        {`${trash.total} élément${trash.total > 1 ? 's' : ''}`}
      </p>
      {trash.rows.length === 0 ? (
        <ListEmpty
          title="La corbeille est vide"
          message="Les articles et produits supprimés apparaîtront ici."
        />
      ) : (
        <ul aria-label="Éléments de la corbeille" className="space-y-3">
          {trash.rows.map((item) => (
            <TrashRow
              key={`${item.type}-${item.id}`}
              item={item}
              now={now}
              canDeleteForGood={canDeleteForGood(profile.role)}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={trash.totalPages}
        onPageChange={(next) => navigate({ search: { page: next } })}
        label="Pages de la corbeille"
      />
    </TrashLayout>
  );
}
