import { describe, expect, it } from 'vitest';
import { expertMessage, quoteMessage } from '#app/lib/order-message.ts';
import { orderHref, orderMessage } from '#app/lib/product-order.ts';
import { site } from '#config';

describe('order message (SPEC §2 product popup)', () => {
  it('names the product and its reference', () => {
    expect(orderMessage({ name: 'Lit médicalisé', reference: 'LM-200' })).toBe(
      'Bonjour, je souhaite commander le produit « Lit médicalisé » (réf. LM-200). Pouvez-vous me confirmer sa disponibilité et son prix ?',
    );
  });

  it('leaves the reference out when there is none', () => {
    const expected =
      'Bonjour, je souhaite commander le produit « Canne anglaise ». Pouvez-vous me confirmer sa disponibilité et son prix ?';
    expect(orderMessage({ name: 'Canne anglaise', reference: null })).toBe(expected);
    expect(orderMessage({ name: 'Canne anglaise', reference: '  ' })).toBe(expected);
  });

  it('links to the ordering chat number with the encoded message', () => {
    const product = { name: 'Fauteuil & coussin', reference: 'F/1' };
    const href = orderHref(product);
    expect(href.startsWith(`https://wa.me/${site.chatNumber}?text=`)).toBe(true);
    expect(href).toBe(
      `https://wa.me/${site.chatNumber}?text=${encodeURIComponent(orderMessage(product))}`,
    );
    expect(href).not.toMatch(/[ «»&]/);
    expect(decodeURIComponent(new URL(href).search.slice('?text='.length))).toBe(
      orderMessage(product),
    );
  });

  it('keeps the help-block messages', () => {
    expect(expertMessage).toBe(
      'Bonjour, j’aimerais l’avis d’un expert pour choisir du matériel médical.',
    );
    expect(quoteMessage).toBe('Bonjour, je souhaite recevoir un devis pour du matériel médical.');
  });
});
