import { createFileRoute } from '@tanstack/react-router';
import {
  type AdminHeading,
  AdminList,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { primaryButton } from '#app/components/ui/buttons.ts';
import { site } from '#config';
import { listAdminCategories } from '#server/functions/admin-categories.functions.ts';
import { CategoryForm, CategorySuccess } from './-categories/category-form.tsx';
import {
  CategoryListEmpty,
  CategoryListError,
  CategoryListSkeleton,
} from './-categories/category-list-states.tsx';
import { CategoryTable } from './-categories/category-table.tsx';
import { useAcceptedRows } from './-categories/use-accepted-rows.ts';
import { useCategoryAdmin } from './-categories/use-category-admin.ts';

/** SPEC §2 "Category admin": the heading above every view of the page. */
const heading: AdminHeading = {
  title: 'Gérer les Catégories',
  intro: 'Organisez le catalogue et choisissez les catégories visibles.',
};

export const Route = createFileRoute('/_admin/dashboard/categories')({
  loader: () => listAdminCategories(),
  head: () => ({ meta: [{ title: `Gérer les Catégories | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState heading={heading} state={() => <CategoryListSkeleton />} />
  ),
  errorComponent: () => <AdminListState heading={heading} state={() => <CategoryListError />} />,
  component: CategoriesAdminPage,
});

function CategoriesAdminPage() {
  const loaded = Route.useLoaderData();
  const { rows, replace, remove } = useAcceptedRows(loaded.rows);
  const [snapshot, send] = useCategoryAdmin();
  const { draft, nameError, error, errorDetail } = snapshot.context;

  if (snapshot.matches('success')) {
    return (
      <AdminListPage {...heading}>
        <CategorySuccess onOk={() => send({ type: 'ok' })} />
      </AdminListPage>
    );
  }
  if (snapshot.matches('list')) {
    return (
      <AdminListPage
        {...heading}
        action={
          <button type="button" className={primaryButton} onClick={() => send({ type: 'add' })}>
            Ajouter une catégorie
          </button>
        }
      >
        <AdminList list={{ rows }} empty={<CategoryListEmpty />}>
          <CategoryTable rows={rows} onAccepted={replace} onRemoved={remove} />
        </AdminList>
      </AdminListPage>
    );
  }
  return (
    <AdminListPage {...heading}>
      <CategoryForm
        draft={draft}
        nameError={nameError}
        error={error}
        errorDetail={errorDetail}
        saving={snapshot.hasTag('busy')}
        // SPEC §3: two levels only, so a parent is a top-level category.
        parents={rows.filter((row) => row.parent_id === null)}
        onChange={(change) => send({ type: 'change', draft: change })}
        onSubmit={() => send({ type: 'submit' })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </AdminListPage>
  );
}
