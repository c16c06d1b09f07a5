import { createFileRoute } from '@tanstack/react-router';
import { site } from '../../../../../app.config';

export const Route = createFileRoute('/_admin/dashboard/produits/')({
  head: () => ({ meta: [{ title: `Gestion des produits | ${site.name}` }] }),
  component: ProductsAdminPage,
});

function ProductsAdminPage() {
  return (
    <section>
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Gestion des produits</h1>
      <p className="mt-2 text-slate-600">
        Gérez le catalogue : prix, images et disponibilité en ligne.
      </p>
    </section>
  );
}
