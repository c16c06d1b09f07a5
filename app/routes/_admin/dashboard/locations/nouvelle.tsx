import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx';
import { FormLoadError } from '#app/components/admin/list-states.tsx';
import { site } from '#config';
import { getDeskProducts } from '#server/functions/rental-desk.functions.ts';
import { RentalForm } from './-components/rental-form.tsx';

const title = 'Nouvelle réservation';
const intro =
  'Une location prise par téléphone ou en magasin : les unités sont réservées dès l’enregistrement.';

export const Route = createFileRoute('/_admin/dashboard/locations/nouvelle')({
  loader: () => getDeskProducts(),
  head: () => ({ meta: [{ title: `${title} | ${site.name}` }] }),
  pendingComponent: () => (
    <AdminListPage title={title} intro={intro}>
      <p aria-busy="true" className="text-slate-600">
        Chargement du matériel…
      </p>
    </AdminListPage>
  ),
  errorComponent: () => (
    <FormLoadError
      title="Erreur de chargement"
      titleAs="h1"
      message="Impossible de charger le matériel à louer."
      back="/dashboard/locations"
      backLabel="Retour aux locations"
    />
  ),
  component: NewRentalPage,
});

function NewRentalPage() {
  const { products, rules } = Route.useLoaderData();
  return (
    <AdminListPage title={title} intro={intro}>
      <Link
        to="/dashboard/locations"
        className="inline-flex min-h-11 items-center text-sm text-teal-800 underline underline-offset-2"
      >
        ← Retour aux locations
      </Link>
      <RentalForm products={products} rules={rules} />
    </AdminListPage>
  );
}
