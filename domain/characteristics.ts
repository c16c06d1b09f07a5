/**
 * A product's characteristics (issue 37 §2): label → value pairs in the order staff gave them,
 * e.g. « Charge maximale » → « 135 kg ». Stored as `products.caracteristiques` (JSON).
 */
export interface Characteristic {
  libelle: string;
  valeur: string;
}
