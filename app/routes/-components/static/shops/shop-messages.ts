import type { Shop } from '#config';

/** Prefilled chat text of a shop card on /location-materiel (SPEC §2 "Rental"). */
export function rentalChatMessage(shop: Pick<Shop, 'name'>): string {
  return `Bonjour, je souhaite louer du matériel médical (${shop.name}). Pouvez-vous me renseigner sur la disponibilité, les tarifs et la livraison ?`;
}

/** Prefilled chat text of a shop on /magasins. */
export function shopChatMessage(shop: Pick<Shop, 'name'>): string {
  return `Bonjour, j’ai une question pour le ${shop.name}.`;
}
