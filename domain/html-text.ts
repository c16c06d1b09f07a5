const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

const scriptsAndStyles = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '');

/** Decodes the entities a sanitiser writes, then collapses whitespace. */
export function decodeText(text: string): string {
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * Plain text of stored HTML, for display as text (React escapes it). A light regex pass: it runs
 * in the browser bundle, where the server's sanitizer would be too heavy.
 */
export function htmlToPlainText(html: string): string {
  return decodeText(html.replace(scriptsAndStyles, ' ').replace(/<[^>]*>/g, ' '));
}

/**
 * The text of stored HTML, one line per block (paragraph, heading, list item, line break): the
 * Historique diffs HTML bodies this way, so markup alone never shows as a change.
 */
export function htmlToLines(html: string): string {
  const text = html
    .replace(scriptsAndStyles, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|blockquote|pre|tr|figure|figcaption)\s*>/gi, '\n')
    // Inline markup (<strong>, <a>) sits inside words and sentences: it leaves no space.
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
