import type { RentalReceipt, RentalView } from '#domain/rental-answers.schema.ts';
import { rentalDuration } from '#domain/rental-dates.ts';
import { quoteRental } from '#domain/rental-price.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';
import type { RentalRow } from '#server/db/repositories/rentals.repository.ts';

/** A reservation as the desk reads it (domain/rentals.schema.ts RentalViewSchema). */
export function rentalView(row: RentalRow, unites: readonly number[], today: string): RentalView {
  return {
    id: row.id,
    reference: row.reference,
    product_id: row.product_id,
    produit_titre: row.produit_titre,
    quantite: row.quantite,
    debut: row.debut,
    fin: row.fin,
    jours_tampon: row.jours_tampon,
    statut: row.statut,
    statut_precedent: row.statut_precedent,
    statut_change_le: row.statut_change_le.toISOString(),
    expire_le: row.expire_le?.toISOString() ?? null,
    source: row.source,
    nom: row.nom,
    telephone: row.telephone,
    email: row.email,
    retrait: row.retrait,
    boutique: row.boutique,
    adresse: row.adresse,
    note: row.note,
    prix_location: row.prix_location,
    detail_prix: row.detail_prix,
    caution: row.caution,
    frais_livraison: row.frais_livraison,
    total: row.total,
    rendu_le: row.rendu_le,
    unites: [...unites],
    en_retard: row.statut === 'en_cours' && row.fin < today,
    cree_le: row.cree_le.toISOString(),
    modifie_le: row.modifie_le.toISOString(),
  };
}

/** What the visitor's success screen shows (201 of POST /rentals/requests). */
export function rentalReceipt(row: RentalRow): RentalReceipt {
  return {
    reference: row.reference,
    produit_titre: row.produit_titre,
    debut: row.debut,
    fin: row.fin,
    quantite: row.quantite,
    retrait: row.retrait,
    boutique: row.boutique,
    prix_location: row.prix_location,
    detail_prix: row.detail_prix,
    frais_livraison: row.frais_livraison,
    total: row.total,
    caution: row.caution,
    expire_le: row.expire_le?.toISOString() ?? null,
  };
}

/**
 * The honeypot's answer (a bot filled the hidden field): a receipt that looks real, computed from
 * the terms when the product is rentable, and nothing stored (as the contact form's).
 */
export function decoyReceipt(
  body: { debut: string; fin: string; quantite: number; retrait: 'boutique' | 'livraison' },
  product: { titre: string; location: RentalTerms | null } | undefined,
  year: number,
): RentalReceipt {
  const quote =
    product?.location && body.fin >= body.debut
      ? quoteRental(product.location, rentalDuration(body.debut, body.fin), {
          livraison: body.retrait === 'livraison' && product.location.frais_livraison !== null,
          quantite: body.quantite,
        })
      : null;
  return {
    reference: `LOC-${year}-${String(1000 + Math.floor(Math.random() * 9000))}`,
    produit_titre: product?.titre ?? '',
    debut: body.debut,
    fin: body.fin,
    quantite: body.quantite,
    retrait: body.retrait,
    boutique: null,
    prix_location: quote?.location ?? 0,
    detail_prix: quote?.detail ?? { mois: 0, semaines: 0, jours: 0 },
    frais_livraison: quote?.livraison ?? 0,
    total: quote?.total ?? 0,
    caution: quote?.caution ?? 0,
    expire_le: null,
  };
}
