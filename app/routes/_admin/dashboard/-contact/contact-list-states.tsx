import { ListEmpty, ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';

/** While the list loads: placeholder rows (SPEC §9: 5). */
export function ContactListSkeleton() {
  return (
    <ListSkeleton
      label="Chargement des demandes"
      rowClassName="animate-pulse rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="h-5 w-1/2 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-1/3 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-full rounded bg-slate-200" />
    </ListSkeleton>
  );
}

/** The list failed to load; "Réessayer" runs the loader again. */
export function ContactListError() {
  return (
    <ListLoadError
      title="Erreur de chargement"
      message="Impossible de charger les demandes de contact. Veuillez réessayer."
    />
  );
}

export function ContactListEmpty({ filtered }: { filtered: boolean }) {
  return (
    <ListEmpty
      title="Aucune demande de contact."
      message={filtered ? 'Aucune demande ne correspond à ce filtre.' : undefined}
    />
  );
}
