/**
 * Tunisian phone numbers as customers type them (issue 39): `98 750 750`, `98750750`,
 * `+216 98 750 750`, `00216 98-750-750`, `(+216) 71.750.750`. Eight digits after the country
 * code, the first one of 2, 3, 4, 5, 7 or 9 (mobile and fixed lines). Stored normalised
 * `+21698750750`, so a customer's rentals are found whatever way the number was typed.
 */
export const rentalPhoneMessage =
  'Numéro de téléphone tunisien invalide (8 chiffres, par exemple 98 750 750 ou +216 98 750 750).';

/** `+216XXXXXXXX`, or null when the text is not a Tunisian number. */
export function normaliseTunisianPhone(text: string): string | null {
  const compact = text.replace(/[\s.\-()/]/g, '');
  const match = /^(?:\+216|00216|216)?([234579]\d{7})$/.exec(compact);
  return match?.[1] ? `+216${match[1]}` : null;
}

/** `+216 98 750 750`: how staff read a stored number. */
export function tunisianPhoneLabel(normalised: string): string {
  const match = /^\+216(\d{2})(\d{3})(\d{3})$/.exec(normalised);
  return match ? `+216 ${match[1]} ${match[2]} ${match[3]}` : normalised;
}
