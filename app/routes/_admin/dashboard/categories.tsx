import { createFileRoute } from '@tanstack/react-router';
import { site } from '../../../../app.config';

export const Route = createFileRoute('/_admin/dashboard/categories')({
  head: () => ({ meta: [{ title: `Gérer les Catégories | ${site.name}` }] }),
  component: CategoriesAdminPage,
});

function CategoriesAdminPage() {
  return (
    <section>
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Gérer les Catégories</h1>
      <p className="mt-2 text-slate-600">
        Organisez le catalogue et choisissez les catégories visibles.
      </p>
    </section>
  );
}
