import { createFileRoute } from '@tanstack/react-router';
import { site } from '../../../../../app.config';

export const Route = createFileRoute('/_admin/dashboard/produits/modifier/$id')({
  head: () => ({ meta: [{ title: `Modifier le produit | ${site.name}` }] }),
  component: ProductEditPage,
});

function ProductEditPage() {
  return (
    <section>
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Modifier le produit</h1>
      <p className="mt-2 text-slate-600">
        Le formulaire de modification arrive avec la gestion des produits.
      </p>
    </section>
  );
}
