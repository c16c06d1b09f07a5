import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { adminHeadingClass } from '#app/components/admin/admin-list-page.tsx';
import { FormLoadError } from '#app/components/admin/list-states.tsx';
import { site } from '#config';
import { canRescheduleRental } from '#domain/rental-status.ts';
import { getDeskRental } from '#server/functions/rental-desk.functions.ts';
import { RentalFacts } from './-components/rental-facts.tsx';
import { RentalHistory } from './-components/rental-history.tsx';
import { RentalMoveDates } from './-components/rental-move-dates.tsx';
import { RentalStatusActions } from './-components/rental-status-actions.tsx';
import { RentalStatusBadge } from './-components/rental-status-badge.tsx';

const backLink =
  'inline-flex min-h-11 items-center text-sm text-teal-800 underline underline-offset-2 hover:text-teal-950';

export const Route = createFileRoute('/_admin/dashboard/locations/$id')({
  beforeLoad: ({ params }) => {
    const rentalId = Number(params.id);
    if (!Number.isSafeInteger(rentalId) || rentalId < 1 || String(rentalId) !== params.id) {
      throw notFound();
    }
    return { rentalId };
  },
  loader: ({ context }) => getDeskRental({ data: { id: context.rentalId } }),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.rental.reference ?? 'Location'} | ${site.name}` }],
  }),
  pendingComponent: () => (
    <p aria-busy="true" className="text-slate-600">
      Chargement de la réservation…
    </p>
  ),
  errorComponent: () => (
    <FormLoadError
      title="Erreur de chargement"
      titleAs="h1"
      message="Impossible de charger cette réservation."
      back="/dashboard/locations"
      backLabel="Retour aux locations"
    />
  ),
  notFoundComponent: () => (
    <section className="space-y-4">
      <h1 className={adminHeadingClass}>Réservation introuvable</h1>
      <p className="text-slate-600">Cette réservation n’existe pas ou plus.</p>
      <Link to="/dashboard/locations" className={backLink}>
        Retour aux locations
      </Link>
    </section>
  ),
  component: RentalPage,
});

/** One reservation: what it says, what can be done with it, the customer's other rentals. */
function RentalPage() {
  const { rental, history } = Route.useLoaderData();
  return (
    <section className="space-y-6">
      <Link to="/dashboard/locations" className={backLink}>
        ← Retour aux locations
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className={adminHeadingClass}>Réservation {rental.reference}</h1>
        <RentalStatusBadge statut={rental.statut} late={rental.en_retard} />
      </header>
      <RentalStatusActions rental={rental} />
      <RentalFacts rental={rental} />
      {canRescheduleRental(rental.statut) ? (
        <RentalMoveDates key={rental.modifie_le} rental={rental} />
      ) : null}
      <RentalHistory telephone={rental.telephone} rows={history} />
    </section>
  );
}
