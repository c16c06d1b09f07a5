import { createFileRoute, Link, stripSearchParams } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminList,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { ListEmpty, ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { primaryButton, rowButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { site } from '#config';
import { AdminRentalSearchSchema, adminRentalDefaults } from '#domain/admin-rental-search.ts';
import { countLabel } from '#domain/list-page.ts';
import { tunisianPhoneLabel } from '#domain/rental-phone.ts';
import { listDeskRentals } from '#server/functions/rental-desk.functions.ts';
import { RentalFilter } from './-components/rental-filter.tsx';
import { RentalTable } from './-components/rental-table.tsx';
import { RentalTodayPanel } from './-components/rental-today.tsx';

const heading: AdminHeading = {
  title: 'Locations',
  intro:
    'Les réservations de matériel : demandes du site, locations prises par téléphone, départs et retours.',
  action: (
    <div className="flex flex-wrap gap-2">
      <Link to="/dashboard/locations/planning" className={secondaryButton}>
        Planning
      </Link>
      <Link to="/dashboard/locations/nouvelle" className={primaryButton}>
        Nouvelle réservation
      </Link>
    </div>
  ),
};

export const Route = createFileRoute('/_admin/dashboard/locations/')({
  validateSearch: AdminRentalSearchSchema,
  search: { middlewares: [stripSearchParams(adminRentalDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => listDeskRentals({ data: deps }),
  head: () => ({ meta: [{ title: `Locations | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState
      heading={heading}
      state={() => (
        <ListSkeleton label="Locations" rowClassName="h-20 rounded-xl bg-slate-100">
          {null}
        </ListSkeleton>
      )}
    />
  ),
  errorComponent: () => (
    <AdminListState
      heading={heading}
      state={() => <ListLoadError message="Impossible de charger les locations." />}
    />
  ),
  component: RentalsPage,
});

function RentalsPage() {
  const { list, today, products } = Route.useLoaderData();
  const { page: _page, ...filter } = Route.useSearch();
  const navigate = Route.useNavigate();
  const filtered = Object.values(filter).some((item) => item !== undefined && item !== '');
  return (
    <AdminListPage {...heading}>
      <RentalTodayPanel today={today} />
      <h2 className="font-semibold text-lg text-slate-900">Réservations</h2>
      {filter.telephone ? (
        <p className="flex flex-wrap items-center gap-3 rounded-lg border border-teal-600 bg-teal-50 px-4 py-2 text-sm text-teal-950">
          <span>Les locations du client {tunisianPhoneLabel(filter.telephone)}</span>
          <button
            type="button"
            className={rowButton}
            onClick={() => navigate({ search: { ...filter, telephone: undefined, page: 1 } })}
          >
            Tous les clients
          </button>
        </p>
      ) : null}
      <RentalFilter
        value={filter}
        products={products}
        onChange={(next) => navigate({ search: { ...next, page: 1 } })}
      />
      <AdminList
        list={list}
        count={countLabel(list.total, 'réservation')}
        empty={
          <ListEmpty
            title="Aucune réservation"
            message={
              filtered
                ? 'Rien ne correspond à ces filtres.'
                : 'Les demandes du site et les réservations prises par téléphone apparaîtront ici.'
            }
          />
        }
        pagination={{ label: 'Pages des réservations' }}
        onPageChange={(page) => navigate({ search: (current) => ({ ...current, page }) })}
      >
        <RentalTable rows={list.rows} label="Réservations" />
      </AdminList>
    </AdminListPage>
  );
}
