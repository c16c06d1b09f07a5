import { createFileRoute } from '@tanstack/react-router';
import { site } from '../../../../../app.config';

export const Route = createFileRoute('/_admin/dashboard/produits/ajouter')({
  head: () => ({ meta: [{ title: `Ajouter un produit | ${site.name}` }] }),
  component: ProductAddPage,
});

function ProductAddPage() {
  return (
    <section>
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Ajouter un produit</h1>
      <p className="mt-2 text-slate-600">
        Le formulaire d'ajout arrive avec la gestion des produits.
      </p>
    </section>
  );
}
