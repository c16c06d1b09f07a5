import { rowButton } from '#app/components/ui/buttons.ts';
import { callHref, emailReplyHref, whatsappReplyHref } from '#domain/contact-reply.ts';
import type { AdminContactRow } from '#server/functions/admin-contact.functions.ts';

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
            className={rowButton}
            aria-label={`Répondre par WhatsApp à ${request.name} (nouvel onglet)`}
          >
            WhatsApp
          </a>
        </li>
      ) : null}
      {call ? (
        <li>
          <a href={call} className={rowButton} aria-label={`Appeler ${request.name}`}>
            Appeler
          </a>
        </li>
      ) : null}
      <li>
        <a
          href={emailReplyHref(request)}
          className={rowButton}
          aria-label={`Répondre par e-mail à ${request.name}`}
        >
          E-mail
        </a>
      </li>
    </ul>
  );
}
