import { createFileRoute, Link } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { ListEmpty, ListLoadError } from '#app/components/admin/list-states.tsx';
import { site } from '#config';
import { RentalTimelineSearchSchema } from '#domain/admin-rental-search.ts';
import { getDeskTimeline } from '#server/functions/rental-desk.functions.ts';
import { RentalDayList } from './-components/rental-day-list.tsx';
import { RentalTimelineGrid } from './-components/rental-timeline-grid.tsx';
import { RentalTimelineNav } from './-components/rental-timeline-nav.tsx';

const heading: AdminHeading = {
  title: 'Planning des locations',
  intro:
    'Chaque unité jour par jour : les réservations, les demandes en attente et les jours de nettoyage.',
  action: (
    <Link
      to="/dashboard/locations"
      className="inline-flex min-h-11 items-center text-sm text-teal-800 underline underline-offset-2"
    >
      ← Retour aux locations
    </Link>
  ),
};

export const Route = createFileRoute('/_admin/dashboard/locations/planning')({
  validateSearch: RentalTimelineSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => getDeskTimeline({ data: deps }),
  head: () => ({ meta: [{ title: `Planning des locations | ${site.name}` }] }),
  pendingComponent: () => (
    <AdminListState
      heading={heading}
      state={() => (
        <p aria-busy="true" className="text-slate-600">
          Chargement du planning…
        </p>
      )}
    />
  ),
  errorComponent: () => (
    <AdminListState
      heading={heading}
      state={() => <ListLoadError message="Impossible de charger le planning." />}
    />
  ),
  component: PlanningPage,
});

function PlanningPage() {
  const { products, window, timeline } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminListPage {...heading}>
      {timeline === null ? (
        <ListEmpty
          title="Aucun matériel à louer"
          message="Rendez un produit louable dans sa fiche (section « Location »)."
        />
      ) : (
        <>
          <RentalTimelineNav
            products={products}
            produit={timeline.produit.id}
            window={window}
            onChange={(next) => navigate({ search: { ...search, ...next } })}
          />
          <RentalTimelineGrid timeline={timeline} window={window} />
          <RentalDayList timeline={timeline} window={window} />
        </>
      )}
    </AdminListPage>
  );
}
