import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { site } from '#config';
import { canReadStats } from '#domain/staff-rights.ts';
import { statsTableDefaultRows, statsTableNames } from '#domain/stats-report.ts';
import { StatsSearchSchema, statsSearchDefaults } from '#domain/stats-search.ts';
import { periodOfSearch } from '#domain/stats-search-period.ts';
import { getStatsOverview, getStatsTable } from '#server/functions/stats.functions.ts';
import { StatsScreen } from './-stats/stats-screen.tsx';

const heading: AdminHeading = {
  title: 'Statistiques',
  intro:
    'Qui visite le site, quels produits font écrire sur WhatsApp et ce que les visiteurs cherchent sans le trouver. Mesuré sans cookie ni service extérieur ; les visites de l’équipe ne comptent pas. Les jours sont ceux de Tunis.',
  prose: true,
};

/** « Statistiques » (issue 38): administrators and éditeurs (domain/staff-rights.ts). */
export const Route = createFileRoute('/_admin/dashboard/statistiques')({
  validateSearch: StatsSearchSchema,
  search: { middlewares: [stripSearchParams(statsSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    if (!canReadStats(context.profile.role)) return null;
    const { period, error } = periodOfSearch(deps, new Date());
    // The figures and every table's first rows at once: the screen shows whole when it shows.
    const [overview, tables] = await Promise.all([
      getStatsOverview({ data: period }),
      Promise.all(
        statsTableNames.map((table) =>
          getStatsTable({ data: { table, ...period, limit: statsTableDefaultRows } }),
        ),
      ),
    ]);
    return { period, error, overview, tables };
  },
  head: () => ({ meta: [{ title: `Statistiques | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState
      heading={heading}
      state={() => (
        <ListSkeleton label="Statistiques" rowClassName="h-32 rounded-xl bg-slate-100">
          {null}
        </ListSkeleton>
      )}
    />
  ),
  errorComponent: () => (
    <AdminListState
      heading={heading}
      state={() => <ListLoadError message="Impossible de charger les statistiques." />}
    />
  ),
  component: StatisticsPage,
});

function StatisticsPage() {
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminListPage {...heading}>
      {data ? (
        <StatsScreen {...data} search={search} onSearch={(next) => navigate({ search: next })} />
      ) : (
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          Cette page est réservée aux administrateurs et aux éditeurs.
        </p>
      )}
    </AdminListPage>
  );
}
