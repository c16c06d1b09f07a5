/**
 * A reservation's life (issue 39): demande → confirmée → en cours (handed over) → retournée;
 * annulée from the first two; expirée when a request's hold runs out unconfirmed (the server's
 * job, never staff). A change can be undone within `rentalUndoSeconds`, back to the status it left.
 */
export const rentalStatuses = [
  'demande',
  'confirmee',
  'en_cours',
  'retournee',
  'annulee',
  'expiree',
] as const;
export type RentalStatus = (typeof rentalStatuses)[number];

export const rentalStatusLabels: Readonly<Record<RentalStatus, string>> = {
  demande: 'Demande',
  confirmee: 'Confirmée',
  en_cours: 'En cours',
  retournee: 'Retournée',
  annulee: 'Annulée',
  expiree: 'Expirée',
};

/** What staff may move a reservation to from each status (expirée is the hold job's alone). */
export const rentalTransitions: Readonly<Record<RentalStatus, readonly RentalStatus[]>> = {
  demande: ['confirmee', 'annulee'],
  confirmee: ['en_cours', 'annulee'],
  en_cours: ['retournee'],
  retournee: [],
  annulee: [],
  expiree: [],
};

/** The button that moves a reservation to a status, and the question it asks first. */
export const rentalStatusActions: Readonly<
  Partial<Record<RentalStatus, { label: string; confirm: string }>>
> = {
  confirmee: { label: 'Confirmer', confirm: 'Confirmer cette réservation ?' },
  en_cours: { label: 'Remettre au client', confirm: 'Le matériel a-t-il été remis au client ?' },
  retournee: { label: 'Marquer retournée', confirm: 'Le matériel est-il revenu ?' },
  annulee: { label: 'Annuler la réservation', confirm: 'Annuler cette réservation ?' },
};

/** Statuses whose units are held (they have rows in rental_units). */
export const rentalHoldingStatuses: readonly RentalStatus[] = ['demande', 'confirmee', 'en_cours'];

/** Seconds a change can be undone by the one who made it (as the bulk actions' undo). */
export const rentalUndoSeconds = 10;

export function canMoveRental(from: RentalStatus, to: RentalStatus): boolean {
  return rentalTransitions[from].includes(to);
}

/** Dates can be moved while the equipment has not left yet. */
export function canRescheduleRental(status: RentalStatus): boolean {
  return status === 'demande' || status === 'confirmee';
}
