import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListEmpty, ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { Pagination } from '#app/components/pagination.tsx';
import { site } from '#config';
import { AdminJournalSearchSchema } from '#domain/admin-journal-search.ts';
import { canReadJournal } from '#domain/staff.ts';
import { listJournal } from '#server/functions/journal.functions.ts';
import { listTeam } from '#server/functions/staff.functions.ts';
import { JournalFilter } from './-journal/journal-filter.tsx';
import { JournalLine } from './-journal/journal-line.tsx';

export const Route = createFileRoute('/_admin/dashboard/journal')({
  validateSearch: AdminJournalSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    if (!canReadJournal(context.profile.role)) return null;
    const [journal, team] = await Promise.all([listJournal({ data: deps }), listTeam()]);
    const people = team.map((member) => ({ id: member.id, label: member.name || member.email }));
    return { journal, people };
  },
  head: () => ({ meta: [{ title: `Journal | ${site.name}` }] }),
  pendingComponent: () => (
    <JournalLayout>
      <ListSkeleton label="Lignes du journal" rowClassName="h-20 rounded-xl bg-slate-100">
        {null}
      </ListSkeleton>
    </JournalLayout>
  ),
  errorComponent: () => (
    <JournalLayout>
      <ListLoadError message="Impossible de charger le journal." />
    </JournalLayout>
  ),
  component: JournalPage,
});

function JournalLayout({ children }: { children: ReactNode }) {
  return (
    <section className="space-y-6">
      <header>
        <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Journal</h1>
        <p className="mt-2 max-w-prose text-slate-600">
          Qui a fait quoi, quand et d’où : connexions, comptes, articles, produits, catégories,
          images et demandes de contact. Rien ne s’y efface ; les lignes sont gardées au moins deux
          ans.
        </p>
      </header>
      {children}
    </section>
  );
}

function JournalPage() {
  const data = Route.useLoaderData();
  const { page, ...filter } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!data) {
    return (
      <JournalLayout>
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          Cette page est réservée aux administrateurs.
        </p>
      </JournalLayout>
    );
  }
  const { journal, people } = data;
  return (
    <JournalLayout>
      <JournalFilter
        value={filter}
        people={people}
        onChange={(next) => navigate({ search: { ...next, page: 1 } })}
      />
      <p className="text-slate-600 text-sm" aria-live="polite">
        {journal.total >= 10_000
          ? 'Plus de 10 000 lignes : précisez les filtres.'
          : `${journal.total} ligne${journal.total > 1 ? 's' : ''}`}
      </p>
      {journal.rows.length === 0 ? (
        <ListEmpty title="Aucune ligne" message="Rien ne correspond à ces filtres." />
      ) : (
        <ul aria-label="Lignes du journal" className="space-y-3">
          {journal.rows.map((line) => (
            <JournalLine key={line.id} line={line} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={Math.min(journal.totalPages, 100)}
        onPageChange={(next) => navigate({ search: (current) => ({ ...current, page: next }) })}
        label="Pages du journal"
      />
    </JournalLayout>
  );
}
