import { callHref, emailReplyHref, whatsappReplyHref } from '#domain/contact-reply.ts';
import type { AdminContactRow } from '#server/functions/admin-contact.functions.ts';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

/**
 * "Répondre" (issue 36 §8): WhatsApp and a call when the visitor left a usable number, an e-mail
 * always, each with a French text greeting them by name and quoting their subject.
 */
export function ContactReplyLinks({ request }: { request: AdminContactRow }) {
  const whatsapp = whatsappReplyHref(request);
  const call = callHref(request.phone);
  return (
    <ul aria-label={`Répondre à ${request.name}`} className="flex flex-wrap gap-2">
      {whatsapp ? (
        <li>
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
            aria-label={`Répondre par WhatsApp à ${request.name} (nouvel onglet)`}
          >
            WhatsApp
          </a>
        </li>
      ) : null}
      {call ? (
        <li>
          <a href={call} className={linkClass} aria-label={`Appeler ${request.name}`}>
            Appeler
          </a>
        </li>
      ) : null}
      <li>
        <a
          href={emailReplyHref(request)}
          className={linkClass}
          aria-label={`Répondre par e-mail à ${request.name}`}
        >
          E-mail
        </a>
      </li>
    </ul>
  );
}
