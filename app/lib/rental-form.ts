/**
 * « Nouvelle réservation » (issue 39): what the desk's form holds, checked with the REST
 * contract's own schema (the messages the API would give), and the price it shows as it is typed.
 */
import * as v from 'valibot';
import { rentalDatesProblem, rentalDuration } from '#domain/rental-dates.ts';
import { quoteRental, type RentalQuote } from '#domain/rental-price.ts';
import { type RentalCustomerFields, rentalCustomerBody } from '#domain/rental-request.rules.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';
import {
  RentalStaffCreateBody,
  type RentalStaffCreateInput,
  rentalMessages,
} from '#domain/rentals.schema.ts';

export interface RentalFormValues extends RentalCustomerFields {
  produit: string;
  debut: string;
  fin: string;
  quantite: string;
  statut: 'confirmee' | 'demande';
}

export const emptyRentalForm: RentalFormValues = {
  produit: '',
  debut: '',
  fin: '',
  quantite: '1',
  nom: '',
  telephone: '',
  email: '',
  retrait: 'boutique',
  boutique: '',
  adresse: '',
  note: '',
  statut: 'confirmee',
};

/** Field errors by the API's field names (produit_id, debut, telephone…). */
export type RentalFormErrors = Partial<Record<string, string>>;

/** The request body the form's values make (the shop or the address, as the way chosen needs). */
export function rentalFormBody(values: RentalFormValues): RentalStaffCreateInput {
  return {
    produit_id: Number(values.produit),
    debut: values.debut,
    fin: values.fin,
    quantite: Number(values.quantite),
    ...rentalCustomerBody(values),
    statut: values.statut,
  };
}

interface Rules {
  today: string;
  maxDays: number;
}

/** The body to send, or the first message of each field that is wrong. */
export function checkRentalForm(
  values: RentalFormValues,
  terms: RentalTerms | undefined,
  rules: Rules,
): { ok: true; body: RentalStaffCreateInput } | { ok: false; errors: RentalFormErrors } {
  const errors: RentalFormErrors = {};
  const parsed = v.safeParse(RentalStaffCreateBody, rentalFormBody(values));
  if (!parsed.success) {
    const nested = v.flatten(parsed.issues).nested ?? {};
    for (const [field, messages] of Object.entries(nested)) {
      if (messages?.[0]) errors[field] = messages[0];
    }
  }
  if (!terms) errors.produit_id = 'Choisissez le matériel.';
  if (!values.debut) errors.debut = 'Indiquez la date de début.';
  if (!values.fin) errors.fin = 'Indiquez la date de fin.';
  if (terms && values.debut && values.fin) {
    const problem = rentalDatesProblem(values.debut, values.fin, terms, rules);
    if (problem) errors.fin = problem;
  }
  if (terms && values.retrait === 'livraison' && terms.frais_livraison === null) {
    errors.retrait = rentalMessages.livraisonAbsente;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: rentalFormBody(values) };
}

/** The price for the dates typed, once they make a rental this product allows; else null. */
export function rentalFormQuote(
  values: RentalFormValues,
  terms: RentalTerms | undefined,
  rules: Rules,
): RentalQuote | null {
  if (!terms || rentalDatesProblem(values.debut, values.fin, terms, rules)) return null;
  const quantite = Number(values.quantite);
  if (!Number.isInteger(quantite) || quantite < 1) return null;
  return quoteRental(terms, rentalDuration(values.debut, values.fin), {
    livraison: values.retrait === 'livraison',
    quantite,
  });
}
