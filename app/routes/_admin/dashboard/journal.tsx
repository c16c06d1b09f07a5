import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminList,
  AdminListPage,
  AdminListState,
  AdminOnlyNotice,
} from '#app/components/admin/admin-list-page.tsx';
import { ListEmpty, ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { limits, site } from '#config';
import { AdminJournalSearchSchema, adminJournalDefaults } from '#domain/admin-journal-search.ts';
import { countLabel } from '#domain/list-page.ts';
import { canReadJournal } from '#domain/staff-rights.ts';
import { listJournal } from '#server/functions/journal.functions.ts';
import { listTeam } from '#server/functions/staff.functions.ts';
import { JournalFilter } from './-journal/journal-filter.tsx';
import { JournalLine } from './-journal/journal-line.tsx';

const heading: AdminHeading = {
  title: 'Journal',
  intro:
    'Qui a fait quoi, quand et d’où : connexions, comptes, articles, produits, catégories, images et demandes de contact. Rien ne s’y efface ; les lignes sont gardées au moins deux ans.',
  prose: true,
};

export const Route = createFileRoute('/_admin/dashboard/journal')({
  validateSearch: AdminJournalSearchSchema,
  search: { middlewares: [stripSearchParams(adminJournalDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    if (!canReadJournal(context.profile.role)) return null;
    const [journal, team] = await Promise.all([listJournal({ data: deps }), listTeam()]);
    const people = team.map((member) => ({ id: member.id, label: member.name || member.email }));
    return { journal, people };
  },
  head: () => ({ meta: [{ title: `Journal | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState
      heading={heading}
      state={() => (
        <ListSkeleton label="Lignes du journal" rowClassName="h-20 rounded-xl bg-slate-100">
          {null}
        </ListSkeleton>
      )}
    />
  ),
  errorComponent: () => (
    <AdminListState
      heading={heading}
      state={() => <ListLoadError message="Impossible de charger le journal." />}
    />
  ),
  component: JournalPage,
});

function JournalPage() {
  const data = Route.useLoaderData();
  const { page: _page, ...filter } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!data) {
    return (
      <AdminListPage {...heading}>
        <AdminOnlyNotice />
      </AdminListPage>
    );
  }
  const { journal, people } = data;
  return (
    <AdminListPage {...heading}>
      <JournalFilter
        value={filter}
        people={people}
        onChange={(next) => navigate({ search: { ...next, page: 1 } })}
      />
      <AdminList
        count={
          journal.total >= limits.journalCountCap
            ? 'Plus de 10 000 lignes : précisez les filtres.'
            : countLabel(journal.total, 'ligne')
        }
        // The API serves the first pages only: past them, narrow the filters.
        list={{ ...journal, totalPages: Math.min(journal.totalPages, limits.journalMaxPages) }}
        empty={<ListEmpty title="Aucune ligne" message="Rien ne correspond à ces filtres." />}
        pagination={{ label: 'Pages du journal' }}
        onPageChange={(next) => navigate({ search: (current) => ({ ...current, page: next }) })}
      >
        <ul aria-label="Lignes du journal" className="space-y-3">
          {journal.rows.map((line) => (
            <JournalLine key={line.id} line={line} />
          ))}
        </ul>
      </AdminList>
    </AdminListPage>
  );
}
