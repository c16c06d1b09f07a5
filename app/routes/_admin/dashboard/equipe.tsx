import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { site } from '#config';
import { canManageStaff } from '#domain/staff.ts';
import { listTeam } from '#server/functions/staff.functions.ts';
import { TeamAddForm } from './-team/team-add-form.tsx';
import { TeamRow } from './-team/team-row.tsx';
import { TeamSignOutAll } from './-team/team-sign-out-all.tsx';

export const Route = createFileRoute('/_admin/dashboard/equipe')({
  // An éditeur is told the page is not theirs; the API would answer 403 anyway.
  loader: async ({ context }) =>
    canManageStaff(context.profile.role) ? { team: await listTeam() } : { team: null },
  head: () => ({ meta: [{ title: `Équipe | ${site.name}` }] }),
  pendingComponent: () => (
    <TeamLayout>
      <ListSkeleton label="Membres de l’équipe" rowClassName="h-24 rounded-xl bg-slate-100">
        {null}
      </ListSkeleton>
    </TeamLayout>
  ),
  errorComponent: () => (
    <TeamLayout>
      <ListLoadError message="Impossible de charger l’équipe." />
    </TeamLayout>
  ),
  component: TeamPage,
});

function TeamLayout({ children }: { children: ReactNode }) {
  return (
    <section className="space-y-6">
      <header>
        <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Équipe</h1>
        <p className="mt-2 max-w-prose text-slate-600">
          Les comptes du personnel. Un éditeur gère articles, produits, catégories, images et
          demandes de contact ; un administrateur gère aussi l’équipe et le journal.
        </p>
      </header>
      {children}
    </section>
  );
}

function TeamPage() {
  const { team } = Route.useLoaderData();
  const { profile } = Route.useRouteContext();
  if (!team) {
    return (
      <TeamLayout>
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          Cette page est réservée aux administrateurs.
        </p>
      </TeamLayout>
    );
  }
  return (
    <TeamLayout>
      <TeamAddForm />
      <ul aria-label="Membres de l’équipe" className="space-y-3">
        {team.map((member) => (
          <TeamRow key={member.id} member={member} isSelf={member.email === profile.email} />
        ))}
      </ul>
      <TeamSignOutAll />
    </TeamLayout>
  );
}
