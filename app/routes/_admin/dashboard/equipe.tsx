import { createFileRoute } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminListPage,
  AdminListState,
  AdminOnlyNotice,
} from '#app/components/admin/admin-list-page.tsx';
import { ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { site } from '#config';
import { canManageStaff } from '#domain/staff-rights.ts';
import { listTeam } from '#server/functions/staff.functions.ts';
import { TeamAddForm } from './-team/team-add-form.tsx';
import { TeamRow } from './-team/team-row.tsx';
import { TeamSignOutAll } from './-team/team-sign-out-all.tsx';

const heading: AdminHeading = {
  title: 'Équipe',
  intro:
    'Les comptes du personnel. Un éditeur gère articles, produits, catégories, images et demandes de contact ; un administrateur gère aussi l’équipe et le journal.',
  prose: true,
};

export const Route = createFileRoute('/_admin/dashboard/equipe')({
  // An éditeur is told the page is not theirs; the API would answer 403 anyway.
  loader: async ({ context }) =>
    canManageStaff(context.profile.role) ? { team: await listTeam() } : { team: null },
  head: () => ({ meta: [{ title: `Équipe | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState
      heading={heading}
      state={() => (
        <ListSkeleton label="Membres de l’équipe" rowClassName="h-24 rounded-xl bg-slate-100">
          {null}
        </ListSkeleton>
      )}
    />
  ),
  errorComponent: () => (
    <AdminListState
      heading={heading}
      state={() => <ListLoadError message="Impossible de charger l’équipe." />}
    />
  ),
  component: TeamPage,
});

function TeamPage() {
  const { team } = Route.useLoaderData();
  const { profile } = Route.useRouteContext();
  return (
    <AdminListPage {...heading}>
      {team ? (
        <>
          <TeamAddForm />
          <ul aria-label="Membres de l’équipe" className="space-y-3">
            {team.map((member) => (
              <TeamRow key={member.id} member={member} isSelf={member.email === profile.email} />
            ))}
          </ul>
          <TeamSignOutAll />
        </>
      ) : (
        <AdminOnlyNotice />
      )}
    </AdminListPage>
  );
}
