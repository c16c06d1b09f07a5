import { site } from '#config';
import { chatHref } from './navigation.ts';

export interface OrderableProduct {
  name: string;
  reference: string | null;
}

const referencePart = (product: OrderableProduct) => {
  const reference = product.reference?.trim();
  return reference ? ` (réf. ${reference})` : '';
};

/** The prefilled order text of the product popup (SPEC §2 "order button"). */
export function orderMessage(product: OrderableProduct): string {
  return `Bonjour, je souhaite commander le produit « ${product.name} »${referencePart(product)}. Pouvez-vous me confirmer sa disponibilité et son prix ?`;
}

/** The chat link of the order button, to the company's ordering number. */
export function orderHref(product: OrderableProduct): string {
  return chatHref(site.chatNumber, orderMessage(product));
}

/** Issue 37 §1: the product page's quote request, worded like the catalogue's quote button. */
export function quoteHref(product: OrderableProduct): string {
  return chatHref(
    site.chatNumber,
    `Bonjour, je souhaite recevoir un devis pour le produit « ${product.name} »${referencePart(product)}.`,
  );
}
