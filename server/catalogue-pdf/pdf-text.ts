/** Text helpers of the PDF catalogue: pure, so the layout code only places strings. */

const generationDateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Tunis',
});

/** "22 novembre 2026", in the company's time zone whatever the server's. */
export function formatEditionDate(date: Date): string {
  return generationDateFormat.format(date);
}

/**
 * Text as one clean line: control and invisible formatting characters (which a font has no glyph
 * for) dropped, any run of whitespace made one space.
 */
export function cleanText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `max` characters, cut at a word boundary with "…": the layout also clips to a few
 * lines, this keeps a long HTML description from being measured whole.
 */
export function excerpt(text: string, max: number): string {
  const clean = cleanText(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** "1 produit", "12 produits". */
export function productCountLabel(count: number): string {
  return `${count} produit${count > 1 ? 's' : ''}`;
}
