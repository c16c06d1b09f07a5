import { describe, expect, it } from 'vitest';
import {
  contactNotification,
  type MailMessage,
  type NotifiedContactRequest,
} from '#server/mail/contact-notification.ts';
import { createContactNotifier } from '#server/mail/contact-notifier.ts';
import type { Mailer } from '#server/mail/mailer.ts';

const request: NotifiedContactRequest = {
  id: 7,
  first_name: 'Amel',
  last_name: 'Ben Salah',
  email: 'amel@exemple.tn',
  phone: '+216 98 123 456',
  subject: 'Location de lit',
  department: 'Orthopédie',
  message: 'Bonjour,\nje souhaite louer un lit.',
  urgent: true,
  cree_le: new Date('2026-11-25T08:30:00Z'),
};
const options = {
  to: 'accueil@exemple.tn',
  dashboardUrl: 'https://site.tn/dashboard/demandes-contact',
};

describe('contactNotification', () => {
  it('marks an urgent request in the subject and says everything in the body', () => {
    const mail = contactNotification(request, options);
    expect(mail.to).toBe('accueil@exemple.tn');
    expect(mail.replyTo).toBe('amel@exemple.tn');
    expect(mail.subject).toBe('[URGENT] Nouvelle demande de contact — Amel Ben Salah');
    expect(mail.text).toBe(
      [
        'Demande URGENTE : le visiteur attend une réponse sous 24h.',
        '',
        'Nom : Amel Ben Salah',
        'E-mail : amel@exemple.tn',
        'Téléphone : +216 98 123 456',
        'Sujet : Location de lit',
        'Service : Orthopédie',
        'Urgence : oui (réponse sous 24h)',
        'Reçue le : 25 novembre 2026 à 09:30 (heure de Tunis)',
        '',
        'Message :',
        'Bonjour,',
        'je souhaite louer un lit.',
        '',
        'Traiter la demande dans l’espace d’administration : https://site.tn/dashboard/demandes-contact',
        '',
      ].join('\n'),
    );
  });

  it('leaves an ordinary request unmarked and says what is missing', () => {
    const mail = contactNotification(
      { ...request, urgent: false, phone: null, department: null },
      options,
    );
    expect(mail.subject).toBe('Nouvelle demande de contact — Amel Ben Salah');
    expect(mail.text).toContain('Téléphone : non renseigné');
    expect(mail.text).toContain('Service : non précisé');
    expect(mail.text).toContain('Urgence : non');
  });

  it('keeps the visitor’s line breaks out of the subject', () => {
    const mail = contactNotification(
      { ...request, first_name: 'Amel\r\nBcc: x@y.tn', last_name: ' Ben  Salah ' },
      options,
    );
    expect(mail.subject).toBe('[URGENT] Nouvelle demande de contact — Amel Bcc: x@y.tn Ben Salah');
  });
});

describe('createContactNotifier', () => {
  it('sends the notification, and logs a failure instead of throwing', async () => {
    const sent: MailMessage[] = [];
    const logged: string[] = [];
    let fail = false;
    const mailer: Mailer = {
      send: async (message) => {
        if (fail) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(message);
      },
      close: () => undefined,
    };
    const notify = createContactNotifier({ mailer, ...options, logError: (m) => logged.push(m) });
    await notify(request);
    expect(sent.map((mail) => mail.subject)).toEqual([
      '[URGENT] Nouvelle demande de contact — Amel Ben Salah',
    ]);
    fail = true;
    await expect(notify(request)).resolves.toBeUndefined();
    expect(logged).toEqual([
      '[contact] e-mail for request #7 not sent to accueil@exemple.tn: connect ECONNREFUSED 127.0.0.1:25',
    ]);
  });
});
