import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminList,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { ListEmpty, ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { limits, site } from '#config';
import { countLabel } from '#domain/list-page.ts';
import { canDeleteForGood } from '#domain/trash.ts';
import { TrashSearchSchema, trashDefaults } from '#domain/trash-search.ts';
import { listTrashPage } from '#server/functions/trash.functions.ts';
import { TrashRow } from './-trash/trash-row.tsx';

const heading: AdminHeading = {
  title: 'Corbeille',
  intro: `Les articles et produits supprimés restent ici ${limits.trashDays} jours : le site les ignore, vous pouvez les restaurer tels quels. Passé ce délai, ils sont supprimés définitivement.`,
  prose: true,
};

/** The Corbeille (issue 24, docs/decisions/021): deleted articles and products, restorable. */
export const Route = createFileRoute('/_admin/dashboard/corbeille')({
  validateSearch: TrashSearchSchema,
  search: { middlewares: [stripSearchParams(trashDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => listTrashPage({ data: { page: deps.page } }),
  head: () => ({ meta: [{ title: `Corbeille | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState
      heading={heading}
      state={() => (
        <ListSkeleton label="Éléments de la corbeille" rowClassName="h-24 rounded-xl bg-slate-100">
          {null}
        </ListSkeleton>
      )}
    />
  ),
  errorComponent: () => (
    <AdminListState
      heading={heading}
      state={() => <ListLoadError message="Impossible de charger la corbeille." />}
    />
  ),
  component: TrashPage,
});

function TrashPage() {
  const trash = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const { profile } = Route.useRouteContext();
  const now = new Date();
  return (
    <AdminListPage {...heading}>
      <AdminList
        count={countLabel(trash.total, 'élément')}
        list={trash}
        empty={
          <ListEmpty
            title="La corbeille est vide"
            message="Les articles et produits supprimés apparaîtront ici."
          />
        }
        pagination={{ label: 'Pages de la corbeille' }}
        onPageChange={(next) => navigate({ search: { page: next } })}
      >
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
      </AdminList>
    </AdminListPage>
  );
}
