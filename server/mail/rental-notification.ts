/**
 * The e-mail announcing a new rental request from the site to the staff (issue 39), as urgent
 * contact requests are: sent after the request is stored, never delaying nor failing it.
 */

import { tunisianPhoneLabel } from '#domain/rental-phone.ts';
import { dinarLabel } from '#domain/rental-price.ts';
import { rentalShopName } from '#domain/rental-terms.ts';
import { log } from '#server/log/logger.ts';
import type { MailMessage } from './contact-notification.ts';
import type { Mailer } from './mailer.ts';

/** What the e-mail tells about a stored request. */
export interface NotifiedRental {
  reference: string;
  produit_titre: string;
  quantite: number;
  debut: string;
  fin: string;
  nom: string;
  telephone: string;
  email: string | null;
  retrait: 'boutique' | 'livraison';
  boutique: string | null;
  adresse: string | null;
  note: string | null;
  total: number;
  expire_le: Date | null;
}

const longDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Tunis',
});
const dayLabel = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
/** One line: a header must not carry the visitor's line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** « Nouvelle demande de location LOC-2026-0042 — Lit médicalisé », and all staff need to call back. */
export function rentalNotification(
  rental: NotifiedRental,
  options: { to: string; dashboardUrl: string },
): MailMessage {
  const way =
    rental.retrait === 'livraison'
      ? `livraison à ${oneLine(rental.adresse ?? '')}`
      : `retrait au magasin ${rentalShopName(rental.boutique ?? '')}`;
  const lines = [
    'Une nouvelle demande de location a été envoyée depuis le site : rappelez le client pour la confirmer.',
    '',
    `Référence : ${rental.reference}`,
    `Matériel : ${oneLine(rental.produit_titre)} (${rental.quantite} unité${rental.quantite > 1 ? 's' : ''})`,
    `Du ${dayLabel(rental.debut)} au ${dayLabel(rental.fin)}`,
    `Client : ${oneLine(rental.nom)}`,
    `Téléphone : ${tunisianPhoneLabel(rental.telephone)}`,
    `E-mail : ${rental.email || 'non renseigné'}`,
    `Remise : ${way}`,
    `Total : ${dinarLabel(rental.total)}`,
    ...(rental.expire_le
      ? [`Réservé jusqu’au : ${moment.format(rental.expire_le)} (heure de Tunis) sans confirmation`]
      : []),
    ...(rental.note ? ['', 'Note du client :', rental.note] : []),
    '',
    `Traiter la demande dans l’espace d’administration : ${options.dashboardUrl}`,
  ];
  return {
    to: options.to,
    subject: `Nouvelle demande de location ${rental.reference} — ${oneLine(rental.produit_titre)}`,
    text: `${lines.join('\n')}\n`,
    replyTo: rental.email || undefined,
  };
}

export type RentalNotifier = (rental: NotifiedRental) => Promise<void>;

/** Never throws: a refused or unreachable SMTP server is logged, the visitor is answered regardless. */
export function createRentalNotifier(options: {
  mailer: Mailer;
  to: string;
  dashboardUrl: string;
}): RentalNotifier {
  return async (rental) => {
    try {
      await options.mailer.send(rentalNotification(rental, options));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log().error(
        { event: 'mail.failed' },
        `[location] e-mail for ${rental.reference} not sent to ${options.to}: ${reason}`,
      );
    }
  };
}
