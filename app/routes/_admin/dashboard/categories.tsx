import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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

export const Route = createFileRoute('/_admin/dashboard/categories')({
  loader: () => listAdminCategories(),
  head: () => ({ meta: [{ title: `Gérer les Catégories | ${site.name}` }] }),
  pendingComponent: () => (
    <CategoriesLayout>
      <CategoryListSkeleton />
    </CategoriesLayout>
  ),
  errorComponent: () => (
    <CategoriesLayout>
      <CategoryListError />
    </CategoriesLayout>
  ),
  component: CategoriesAdminPage,
});

/** SPEC §2 "Category admin": the heading above every view of the page. */
function CategoriesLayout({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Gérer les Catégories</h1>
          <p className="mt-2 text-slate-600">
            Organisez le catalogue et choisissez les catégories visibles.
          </p>
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}

function CategoriesAdminPage() {
  const loaded = Route.useLoaderData();
  const { rows, replace, remove } = useAcceptedRows(loaded.rows);
  const [snapshot, send] = useCategoryAdmin();
  const { draft, nameError, error, errorDetail } = snapshot.context;

  if (snapshot.matches('success')) {
    return (
      <CategoriesLayout>
        <CategorySuccess onOk={() => send({ type: 'ok' })} />
      </CategoriesLayout>
    );
  }
  if (snapshot.matches('list')) {
    return (
      <CategoriesLayout
        action={
          <button type="button" className={primaryButton} onClick={() => send({ type: 'add' })}>
            Ajouter une catégorie
          </button>
        }
      >
        {rows.length === 0 ? (
          <CategoryListEmpty />
        ) : (
          <CategoryTable rows={rows} onAccepted={replace} onRemoved={remove} />
        )}
      </CategoriesLayout>
    );
  }
  return (
    <CategoriesLayout>
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
    </CategoriesLayout>
  );
}
