/** The e-mail announcing a new contact request to the company (issue 20, point 14). Pure. */

/** What the e-mail tells about a stored request. */
export interface NotifiedContactRequest {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  department: string | null;
  message: string;
  urgent: boolean;
  cree_le: Date;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Answering the e-mail writes to the visitor. */
  replyTo?: string | undefined;
}

const receivedAt = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Tunis',
});

/** One line: a header must not carry the visitor's line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * "[URGENT] Nouvelle demande de contact — Amel Ben Salah" (urgent) or without the mark, and a
 * plain-text body with everything needed to answer, and the link to the back-office's list.
 */
export function contactNotification(
  request: NotifiedContactRequest,
  options: { to: string; dashboardUrl: string },
): MailMessage {
  const name = oneLine(`${request.first_name} ${request.last_name}`);
  const subject = `${request.urgent ? '[URGENT] ' : ''}Nouvelle demande de contact — ${name}`;
  const lines = [
    request.urgent
      ? 'Demande URGENTE : le visiteur attend une réponse sous 24h.'
      : 'Une nouvelle demande de contact a été envoyée depuis le site.',
    '',
    `Nom : ${name}`,
    `E-mail : ${request.email}`,
    `Téléphone : ${request.phone?.trim() || 'non renseigné'}`,
    `Sujet : ${oneLine(request.subject)}`,
    `Service : ${request.department ?? 'non précisé'}`,
    `Urgence : ${request.urgent ? 'oui (réponse sous 24h)' : 'non'}`,
    `Reçue le : ${receivedAt.format(request.cree_le)} (heure de Tunis)`,
    '',
    'Message :',
    request.message,
    '',
    `Traiter la demande dans l’espace d’administration : ${options.dashboardUrl}`,
  ];
  return { to: options.to, subject, text: `${lines.join('\n')}\n`, replyTo: request.email };
}
