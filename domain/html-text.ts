const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** Decodes the entities a sanitiser writes, then collapses whitespace. */
export function decodeText(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Plain text of stored HTML, for display as text (React escapes it). A light regex pass: it runs
 * in the browser bundle, where the server's sanitizer would be too heavy.
 */
export function htmlToPlainText(html: string): string {
  return decodeText(
    html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '),
  );
}
