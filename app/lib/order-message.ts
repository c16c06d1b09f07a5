/**
 * The catalogue help block's texts; a product's own order and quote texts are in product-order.ts
 * (loaded with the popup and the product page, not with the catalogue's first paint).
 */

/** SPEC §2 help block: prefilled text of the "expert" chat button. */
export const expertMessage =
  'Bonjour, j’aimerais l’avis d’un expert pour choisir du matériel médical.';

/** SPEC §2 help block: prefilled text of the "quote" chat button. */
export const quoteMessage = 'Bonjour, je souhaite recevoir un devis pour du matériel médical.';
