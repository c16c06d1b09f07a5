import { useRouter } from '@tanstack/react-router';
import { limits } from '../../../../../app.config';

/** While the list loads: placeholder rows (SPEC §9: 5). */
export function ContactListSkeleton() {
  return (
    <ul aria-label="Chargement des demandes" aria-busy="true" className="space-y-4">
      {Array.from({ length: limits.skeletonRows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
        <li key={index} className="animate-pulse rounded-xl border border-slate-200 bg-white p-4">
          <div className="h-5 w-1/2 rounded bg-slate-200" />
          <div className="mt-3 h-4 w-1/3 rounded bg-slate-200" />
          <div className="mt-3 h-4 w-full rounded bg-slate-200" />
        </li>
      ))}
    </ul>
  );
}

/** The list failed to load; "Réessayer" runs the loader again. */
export function ContactListError() {
  const router = useRouter();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <h2 className="font-semibold text-lg text-red-800">Erreur de chargement</h2>
      <p className="mt-2 text-red-700">
        Impossible de charger les demandes de contact. Veuillez réessayer.
      </p>
      <button
        type="button"
        onClick={() => void router.invalidate()}
        className="mt-4 rounded-md bg-red-700 px-4 py-2 font-medium text-sm text-white hover:bg-red-800"
      >
        Réessayer
      </button>
    </div>
  );
}

export function ContactListEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
      <p className="font-semibold text-lg text-slate-900">Aucune demande de contact.</p>
      {filtered ? (
        <p className="mt-2 text-slate-600">Aucune demande ne correspond à ce filtre.</p>
      ) : null}
    </div>
  );
}
