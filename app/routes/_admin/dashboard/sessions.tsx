import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { site } from '#config';
import { listOwnSessions } from '#server/functions/staff.functions.ts';
import { SessionList } from './-sessions/session-list.tsx';

export const Route = createFileRoute('/_admin/dashboard/sessions')({
  loader: () => listOwnSessions(),
  head: () => ({ meta: [{ title: `Mes sessions | ${site.name}` }] }),
  pendingComponent: () => (
    <SessionsLayout>
      <ListSkeleton label="Sessions actives" rowClassName="h-20 rounded-xl bg-slate-100">
        {null}
      </ListSkeleton>
    </SessionsLayout>
  ),
  errorComponent: () => (
    <SessionsLayout>
      <ListLoadError message="Impossible de charger vos sessions." />
    </SessionsLayout>
  ),
  component: SessionsPage,
});

function SessionsLayout({ children }: { children: ReactNode }) {
  return (
    <section className="space-y-6">
      <header>
        <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Mes sessions</h1>
        <p className="mt-2 max-w-prose text-slate-600">
          Les appareils connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas,
          puis changez votre mot de passe. Une session se ferme d’elle-même après 7 jours sans
          activité et, quoi qu’il arrive, 30 jours après la connexion.
        </p>
      </header>
      {children}
    </section>
  );
}

function SessionsPage() {
  return (
    <SessionsLayout>
      <SessionList sessions={Route.useLoaderData()} />
    </SessionsLayout>
  );
}
