import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Pagination } from '#app/components/pagination.tsx';
import { site } from '#config';
import {
  type AdminContactSearch,
  AdminContactSearchSchema,
  adminContactDefaults,
} from '#domain/admin-contact-search.ts';
import { listContactRequests } from '#server/functions/admin-contact.functions.ts';
import { ContactFilter } from './-contact/contact-filter.tsx';
import {
  ContactListEmpty,
  ContactListError,
  ContactListSkeleton,
} from './-contact/contact-list-states.tsx';
import { ContactRequestRow } from './-contact/contact-request-row.tsx';

export const Route = createFileRoute('/_admin/dashboard/demandes-contact')({
  validateSearch: AdminContactSearchSchema,
  search: { middlewares: [stripSearchParams(adminContactDefaults)] },
  loaderDeps: ({ search: { statut, page } }) => ({ statut, page }),
  loader: async ({ deps }) => {
    const result = await listContactRequests({ data: deps });
    // The last request of the last page was deleted or handled away: show the new last page.
    if (result.rows.length === 0 && deps.page > result.totalPages) {
      throw redirect({
        to: '/dashboard/demandes-contact',
        search: { ...deps, page: result.totalPages },
        replace: true,
      });
    }
    return result;
  },
  head: () => ({ meta: [{ title: `Demandes de contact | ${site.name}` }] }),
  pendingComponent: () => (
    <ContactRequestsLayout>
      <ContactListSkeleton />
    </ContactRequestsLayout>
  ),
  errorComponent: () => (
    <ContactRequestsLayout>
      <ContactListError />
    </ContactRequestsLayout>
  ),
  component: ContactRequestsPage,
});

function ContactRequestsLayout({ children }: { children: ReactNode }) {
  return (
    <section className="space-y-6">
      <header>
        <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Demandes de contact</h1>
        <p className="mt-2 text-slate-600">
          Les messages envoyés depuis le formulaire du site : les urgentes et les non traitées
          d’abord.
        </p>
      </header>
      {children}
    </section>
  );
}

function ContactRequestsPage() {
  const { rows, page, totalPages } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (patch: Partial<AdminContactSearch>) =>
    navigate({ search: (current) => ({ ...current, ...patch }), replace: true });

  return (
    <ContactRequestsLayout>
      <ContactFilter value={search.statut} onChange={(statut) => go({ statut, page: 1 })} />
      {rows.length === 0 ? (
        <ContactListEmpty filtered={search.statut !== 'toutes'} />
      ) : (
        <ul aria-label="Demandes de contact" className="space-y-4">
          {rows.map((request) => (
            <li key={request.id}>
              <ContactRequestRow request={request} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={(next) => go({ page: next })}
        label="Pages des demandes"
      />
    </ContactRequestsLayout>
  );
}
