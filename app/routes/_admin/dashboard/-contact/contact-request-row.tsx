import { useServerFn } from '@tanstack/react-start';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { rowButton } from '#app/components/ui/buttons.ts';
import { telHref } from '#app/lib/navigation.ts';
import { formatAdminDate } from '#domain/article-status.ts';
import { type ContactStatus, contactStatusLabels } from '#domain/contact-status.ts';
import {
  type AdminContactRow,
  type ContactAssignee,
  removeContactRequest,
} from '#server/functions/admin-contact.functions.ts';
import { ContactFollowUp } from './contact-follow-up.tsx';
import { ContactReplyLinks } from './contact-reply-links.tsx';

const badgeClass = 'rounded-full px-2 py-0.5 font-medium text-xs';
const linkClass = 'text-teal-800 underline hover:text-teal-950';
const statusBadge: Readonly<Record<ContactStatus, string>> = {
  nouvelle: 'bg-sky-100 text-sky-800',
  en_cours: 'bg-amber-100 text-amber-900',
  traitee: 'bg-green-100 text-green-800',
};

/** One request of /dashboard/demandes-contact: who, what, the replies and the follow-up. */
export function ContactRequestRow({
  request,
  assignees,
}: {
  request: AdminContactRow;
  assignees: readonly ContactAssignee[];
}) {
  const remove = useServerFn(removeContactRequest);
  const actions = useRowAction();
  const confirmAndDelete = () =>
    actions.run({
      confirm: 'Supprimer cette demande ?',
      call: () => remove({ data: { id: request.id } }),
      success: 'Demande supprimée',
      failure: 'Erreur lors de la suppression',
    });

  return (
    <article
      className={`rounded-xl border bg-white p-4 shadow-sm ${
        request.urgent && !request.traite ? 'border-red-300' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="break-words font-semibold text-lg text-slate-900">{request.subject}</h2>
            {request.urgent ? (
              <span className={`${badgeClass} bg-red-600 text-white`}>Urgent</span>
            ) : null}
            <span className={`${badgeClass} ${statusBadge[request.statut]}`}>
              {contactStatusLabels[request.statut]}
            </span>
          </div>
          <p className="mt-1 text-slate-600 text-sm">
            Reçue le {formatAdminDate(request.cree_le)}
            {request.department ? ` · Service : ${request.department}` : ''}
            {request.assigne_nom ? ` · Attribuée à ${request.assigne_nom}` : ''}
          </p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span className="font-medium text-slate-900">{request.name}</span>
            <a href={`mailto:${request.email}`} className={`${linkClass} break-all`}>
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
          <ContactReplyLinks request={request} />
          <button
            type="button"
            className={`${rowButton} text-red-700`}
            disabled={actions.busy}
            aria-label={`Supprimer la demande : ${request.subject}`}
            onClick={() => void confirmAndDelete()}
          >
            Supprimer
          </button>
        </div>
      </div>
      <ContactFollowUp request={request} assignees={assignees} actions={actions} />
    </article>
  );
}
