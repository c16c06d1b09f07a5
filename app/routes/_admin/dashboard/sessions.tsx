import { createFileRoute } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { site } from '#config';
import { listOwnSessions } from '#server/functions/staff.functions.ts';
import { SessionList } from './-sessions/session-list.tsx';

const heading: AdminHeading = {
  title: 'Mes sessions',
  intro:
    'Les appareils connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas, puis changez votre mot de passe. Une session se ferme d’elle-même après 7 jours sans activité et, quoi qu’il arrive, 30 jours après la connexion.',
  prose: true,
};

export const Route = createFileRoute('/_admin/dashboard/sessions')({
  loader: () => listOwnSessions(),
  head: () => ({ meta: [{ title: `Mes sessions | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState
      heading={heading}
      state={() => (
        <ListSkeleton label="Sessions actives" rowClassName="h-20 rounded-xl bg-slate-100">
          {null}
        </ListSkeleton>
      )}
    />
  ),
  errorComponent: () => (
    <AdminListState
      heading={heading}
      state={() => <ListLoadError message="Impossible de charger vos sessions." />}
    />
  ),
  component: SessionsPage,
});

function SessionsPage() {
  return (
    <AdminListPage {...heading}>
      <SessionList sessions={Route.useLoaderData()} />
    </AdminListPage>
  );
}
