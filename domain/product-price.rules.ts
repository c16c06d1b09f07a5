/**
 * A price as staff type it (SPEC §5 "price step 0.01"), read the French way and the English way:
 * `1234,5`, `1234.50`, `1 234,50` (space, no-break space or narrow no-break space between groups
 * of three digits). Anything that could mean two amounts is refused with the reason, never guessed:
 * the browser's own number parsing dropped the comma of `1234,5` and stored 12 345.
 */
export type ParsedPrice =
  | { ok: true /** In the currency's unit, kept to the cent. */; value: number; canonical: string }
  | { ok: false; message: string };

/** At most 8 digits before the decimals, as the API accepts (SPEC §7 `prix`). */
const maxIntegerDigits = 8;

export const priceMessages = {
  notANumber: 'Le prix doit être un nombre, par exemple 1234,50.',
  negative: 'Le prix ne peut pas être négatif.',
  bothSeparators:
    'Prix ambigu : utilisez la virgule (ou le point) pour les centimes seulement, et des espaces pour les milliers, par exemple 1 234,50.',
  threeDecimals:
    'Prix ambigu : 3 chiffres après la virgule ou le point. Pour des milliers, écrivez 1 234 ; pour des centimes, 2 chiffres au maximum (1,23).',
  tooManyDecimals: 'Le prix a 2 décimales au maximum (les centimes).',
  badGrouping:
    'Les espaces séparent les milliers par groupes de 3 chiffres, par exemple 12 345,50.',
  tooLarge: 'Le prix est trop élevé (8 chiffres au maximum avant la virgule).',
} as const;

const spaces = /[ \u00A0\u202F]/;
const grouped = /^\d{1,3}([ \u00A0\u202F]\d{3})+$/;

export function parsePrice(text: string): ParsedPrice {
  const trimmed = text.trim();
  if (trimmed.startsWith('-')) return { ok: false, message: priceMessages.negative };
  if (!/^[\d \u00A0\u202F.,]+$/.test(trimmed) || !/\d/.test(trimmed))
    return { ok: false, message: priceMessages.notANumber };
  const separators: string[] = trimmed.match(/[.,]/g) ?? [];
  if (separators.includes('.') && separators.includes(','))
    return { ok: false, message: priceMessages.bothSeparators };
  if (separators.length > 1) return { ok: false, message: priceMessages.bothSeparators };
  const [integerText = '', decimals = ''] = trimmed.split(/[.,]/);
  if (separators.length === 1) {
    if (decimals.length === 3) return { ok: false, message: priceMessages.threeDecimals };
    if (decimals.length > 3) return { ok: false, message: priceMessages.tooManyDecimals };
    if (!/^\d{1,2}$/.test(decimals)) return { ok: false, message: priceMessages.notANumber };
  }
  if (spaces.test(integerText) && !grouped.test(integerText))
    return { ok: false, message: priceMessages.badGrouping };
  const digits = integerText.replace(/[ \u00A0\u202F]/g, '');
  if (!/^\d+$/.test(digits)) return { ok: false, message: priceMessages.notANumber };
  const integer = digits.replace(/^0+(?=\d)/, '');
  if (integer.length > maxIntegerDigits) return { ok: false, message: priceMessages.tooLarge };
  const cents = decimals.padEnd(2, '0');
  const canonical = `${integer}.${cents}`;
  return { ok: true, value: Number(canonical), canonical };
}
