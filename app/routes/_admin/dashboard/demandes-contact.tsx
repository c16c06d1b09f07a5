import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminList,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { limits, site } from '#config';
import {
  type AdminContactSearch,
  AdminContactSearchSchema,
  adminContactDefaults,
} from '#domain/admin-contact-search.ts';
import { lastPageIfBeyond } from '#domain/list-page.ts';
import { listContactRequests } from '#server/functions/admin-contact.functions.ts';
import { ContactFilter } from './-contact/contact-filter.tsx';
import {
  ContactListEmpty,
  ContactListError,
  ContactListSkeleton,
} from './-contact/contact-list-states.tsx';
import { ContactRequestRow } from './-contact/contact-request-row.tsx';

const heading: AdminHeading = {
  title: 'Demandes de contact',
  intro:
    'Les messages envoyés depuis le formulaire du site : les urgentes et les non traitées d’abord.',
};

export const Route = createFileRoute('/_admin/dashboard/demandes-contact')({
  validateSearch: AdminContactSearchSchema,
  search: { middlewares: [stripSearchParams(adminContactDefaults)] },
  loaderDeps: ({ search: { statut, page } }) => ({ statut, page }),
  loader: async ({ deps }) => {
    const result = await listContactRequests({ data: deps });
    // The last request of the last page was deleted or handled away: show the new last page.
    const last = lastPageIfBeyond(deps.page, result.list.total, limits.dashboardPageSize);
    if (last !== null) {
      throw redirect({
        to: '/dashboard/demandes-contact',
        search: { ...deps, page: last },
        replace: true,
      });
    }
    return result;
  },
  head: () => ({ meta: [{ title: `Demandes de contact | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState heading={heading} state={() => <ContactListSkeleton />} />
  ),
  errorComponent: () => <AdminListState heading={heading} state={() => <ContactListError />} />,
  component: ContactRequestsPage,
});

function ContactRequestsPage() {
  const { list, assignees } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const go = (patch: Partial<AdminContactSearch>) =>
    navigate({ search: (current) => ({ ...current, ...patch }), replace: true });

  return (
    <AdminListPage {...heading}>
      <ContactFilter value={search.statut} onChange={(statut) => go({ statut, page: 1 })} />
      <AdminList
        list={list}
        empty={<ContactListEmpty filtered={search.statut !== 'toutes'} />}
        pagination={{ label: 'Pages des demandes' }}
        onPageChange={(next) => go({ page: next })}
      >
        <ul aria-label="Demandes de contact" className="space-y-4">
          {list.rows.map((request) => (
            <li key={request.id}>
              <ContactRequestRow request={request} assignees={assignees} />
            </li>
          ))}
        </ul>
      </AdminList>
    </AdminListPage>
  );
}
