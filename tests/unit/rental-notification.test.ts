import { describe, expect, it } from 'vitest';
import { type NotifiedRental, rentalNotification } from '#server/mail/rental-notification.ts';

const rental: NotifiedRental = {
  reference: 'LOC-2026-0042',
  produit_titre: 'Lit médicalisé\nélectrique',
  quantite: 2,
  debut: '2026-12-01',
  fin: '2026-12-14',
  nom: 'Amel Ben Salah',
  telephone: '+21698750750',
  email: null,
  retrait: 'livraison',
  boutique: null,
  adresse: 'Rue de Marseille\nTunis',
  note: null,
  total: 310.5,
  expire_le: new Date('2026-11-30T09:00:00Z'),
};
const options = { to: 'accueil@exemple.tn', dashboardUrl: 'https://site.tn/dashboard/locations' };

describe('rentalNotification', () => {
  it('names the reference and product on one line, and says all staff need to call back', () => {
    const mail = rentalNotification(rental, options);
    expect(mail.to).toBe('accueil@exemple.tn');
    expect(mail.subject).toBe(
      'Nouvelle demande de location LOC-2026-0042 — Lit médicalisé électrique',
    );
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('Matériel : Lit médicalisé électrique (2 unités)');
    expect(mail.text).toContain('Du 1 décembre 2026 au 14 décembre 2026');
    expect(mail.text).toContain('Téléphone : +216 98 750 750');
    expect(mail.text).toContain('E-mail : non renseigné');
    expect(mail.text).toContain('Remise : livraison à Rue de Marseille Tunis');
    expect(mail.text).toContain('Total : 310,500 DT');
    expect(mail.text).toContain('Réservé jusqu’au : 30 novembre 2026 à 10:00 (heure de Tunis)');
    expect(mail.text).not.toContain('Note du client');
    expect(mail.text).toMatch(
      /Traiter la demande dans l’espace d’administration : https:\/\/site\.tn\/dashboard\/locations\n$/,
    );
  });

  it('names the pickup shop, answers to the customer, and quotes their note', () => {
    const mail = rentalNotification(
      {
        ...rental,
        quantite: 1,
        retrait: 'boutique',
        boutique: 'lafayette',
        adresse: null,
        email: 'amel@exemple.tn',
        note: 'Appeler après 17 h.',
      },
      options,
    );
    expect(mail.replyTo).toBe('amel@exemple.tn');
    expect(mail.text).toContain('(1 unité)');
    expect(mail.text).toMatch(/Remise : retrait au magasin \S/);
    expect(mail.text).toContain('Note du client :\nAppeler après 17 h.');
  });
});
