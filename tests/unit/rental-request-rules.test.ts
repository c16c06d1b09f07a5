import { describe, expect, it } from 'vitest';
import { chatHref } from '#app/lib/navigation.ts';
import type { RentalReceipt } from '#domain/rental-answers.schema.ts';
import {
  holdSentence,
  pickRentalFieldErrors,
  rentalChatText,
} from '#domain/rental-request.rules.ts';

const receipt: RentalReceipt = {
  reference: 'LOC-2026-0042',
  produit_titre: 'Lit médicalisé électrique 3 fonctions',
  debut: '2026-12-07',
  fin: '2026-12-27',
  quantite: 1,
  retrait: 'boutique',
  boutique: 'lafayette',
  prix_location: 420,
  detail_prix: { mois: 0, semaines: 3, jours: 0 },
  frais_livraison: 0,
  total: 420,
  caution: 500,
  expire_le: '2026-12-02T10:00:00.000Z',
};

describe('the success screen’s texts', () => {
  it('prefills the WhatsApp message with the reference, the equipment and the dates', () => {
    const text = rentalChatText(receipt);
    expect(text).toBe(
      'Bonjour, je vous écris au sujet de ma demande de location LOC-2026-0042 : Lit médicalisé électrique 3 fonctions, du 07/12/2026 au 27/12/2026 (21 jours), retrait au Magasin Lafayette, total 420 DT.',
    );
    const href = new URL(chatHref('21698750751', text));
    expect(href.origin + href.pathname).toBe('https://wa.me/21698750751');
    expect(href.searchParams.get('text')).toBe(text);
    expect(rentalChatText({ ...receipt, retrait: 'livraison', boutique: null })).toContain(
      'livraison à domicile',
    );
  });

  it('says how long the units stay held', () => {
    expect(holdSentence(receipt, new Date('2026-12-01T10:00:00.000Z'))).toBe(
      'Nous vous rappelons pour confirmer : le matériel vous est réservé pendant 24 heures.',
    );
    expect(holdSentence({ expire_le: null }, new Date())).toBe(
      'Nous vous rappelons pour confirmer votre demande.',
    );
  });

  it('keeps only the form’s own fields of a 422', () => {
    expect(pickRentalFieldErrors({ nom: 'Trop long.', produit_id: 'inconnu' })).toEqual({
      nom: 'Trop long.',
    });
  });
});
