import { useServerFn } from '@tanstack/react-start';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { rowButton } from '#app/components/ui/buttons.ts';
import { telHref } from '#app/lib/navigation.ts';
import { formatAdminDate } from '#domain/article-status.ts';
import {
  type AdminContactRow,
  removeContactRequest,
  setContactRequestHandled,
} from '#server/functions/admin-contact.functions.ts';

const badgeClass = 'rounded-full px-2 py-0.5 font-medium text-xs';
const linkClass = 'text-teal-800 underline hover:text-teal-950';

/** One request of /dashboard/demandes-contact, with its actions. */
export function ContactRequestRow({ request }: { request: AdminContactRow }) {
  const setHandled = useServerFn(setContactRequestHandled);
  const remove = useServerFn(removeContactRequest);
  const { busy, run } = useRowAction();
  const toggleHandled = () => {
    const traite = !request.traite;
    return run({
      call: () => setHandled({ data: { id: request.id, traite } }),
      success: traite ? 'Demande marquée comme traitée' : 'Demande marquée comme non traitée',
      failure: 'Erreur lors de la mise à jour de la demande',
    });
  };
  const confirmAndDelete = () =>
    run({
      confirm: 'Supprimer cette demande ?',
      call: () => remove({ data: { id: request.id } }),
      success: 'Demande supprimée',
      failure: 'Erreur lors de la suppression',
    });

  return (
    <article
      className={`flex flex-col gap-4 rounded-xl border bg-white p-4 shadow-sm sm:flex-row ${
        request.urgent && !request.traite ? 'border-red-300' : 'border-slate-200'
      }`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-lg text-slate-900">{request.subject}</h2>
          {request.urgent ? (
            <span className={`${badgeClass} bg-red-600 text-white`}>Urgent</span>
          ) : null}
          <span
            className={`${badgeClass} ${
              request.traite ? 'bg-green-100 text-green-800' : 'bg-sky-100 text-sky-800'
            }`}
          >
            {request.traite ? 'Traité' : 'Nouveau'}
          </span>
        </div>
        <p className="mt-1 text-slate-600 text-sm">
          Reçue le {formatAdminDate(request.cree_le)}
          {request.department ? ` · Service : ${request.department}` : ''}
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className="font-medium text-slate-900">{request.name}</span>
          <a href={`mailto:${request.email}`} className={linkClass}>
            {request.email}
          </a>
          {request.phone ? (
            <a href={telHref(request.phone)} className={linkClass}>
              {request.phone}
            </a>
          ) : null}
        </p>
        {/* Plain text: line breaks kept, nothing interpreted as HTML. */}
        <p className="mt-3 whitespace-pre-line break-words text-slate-700">{request.message}</p>
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:flex-col sm:items-stretch">
        <button
          type="button"
          className={rowButton}
          disabled={busy}
          aria-label={`${request.traite ? 'Marquer comme non traité' : 'Marquer comme traité'} : ${request.subject}`}
          onClick={() => void toggleHandled()}
        >
          {request.traite ? 'Marquer comme non traité' : 'Marquer comme traité'}
        </button>
        <button
          type="button"
          className={`${rowButton} text-red-700`}
          disabled={busy}
          aria-label={`Supprimer la demande : ${request.subject}`}
          onClick={() => void confirmAndDelete()}
        >
          Supprimer
        </button>
      </div>
    </article>
  );
}
