import { Parser } from 'htmlparser2';

/**
 * What the sanitiser of ./html.ts dropped from an article body, in words the author reads next to
 * the preview (SPEC §2 "Contenu HTML (HTML allowed)": only formatting survives). Both sides are
 * parsed with the parser sanitize-html itself uses and compared by counts: elements by name, and
 * attributes by (element, attribute).
 */

/** html.ts `transformTags`: a renamed element is kept, not removed. */
const renamedTags: Readonly<Record<string, string>> = { h1: 'h2' };

/** html.ts allows frames, but drops those whose src is not an https video host. */
const tagReasons: Readonly<Record<string, string>> = { iframe: 'adresse non autorisée' };

/** Attributes html.ts allows whose value it drops when the URL scheme or host is refused. */
const urlReasons: Readonly<Record<string, string>> = {
  'a href': 'lien non autorisé',
  'img src': 'adresse non autorisée',
  'iframe src': 'adresse non autorisée',
};

export interface Markup {
  tags: Map<string, number>;
  attributes: Map<string, number>;
  /** Keys in order of first appearance, with the element name as the author wrote it. */
  order: { key: string; kind: 'tag' | 'attribute'; tag: string; attribute: string }[];
}

const increment = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * Counts elements and attributes as a parser opens them: given to the sanitiser (html.ts
 * `sanitizeHtml(html, onOpenTag)`), it reads the input in the sanitiser's own pass, so a preview
 * parses its input once, not twice.
 */
export function createMarkupCounter() {
  const markup: Markup = { tags: new Map(), attributes: new Map(), order: [] };
  const onOpenTag = (name: string, attribs: Record<string, string>) => {
    const tag = renamedTags[name] ?? name;
    if (!markup.tags.has(tag)) {
      markup.order.push({ key: tag, kind: 'tag', tag: name, attribute: '' });
    }
    increment(markup.tags, tag);
    for (const attribute of Object.keys(attribs)) {
      const key = `${tag} ${attribute}`;
      if (!markup.attributes.has(key)) {
        markup.order.push({ key, kind: 'attribute', tag: name, attribute });
      }
      increment(markup.attributes, key);
    }
  };
  return { markup, onOpenTag };
}

function readMarkup(html: string): Markup {
  const { markup, onOpenTag } = createMarkupCounter();
  const parser = new Parser({ onopentag: onOpenTag });
  parser.write(html);
  parser.end();
  return markup;
}

const withDetails = (label: string, details: (string | undefined)[]) => {
  const shown = details.filter(Boolean);
  return shown.length > 0 ? `${label} (${shown.join(', ')})` : label;
};

/**
 * French lines such as "Balise <script> (2)" or "Attribut onclick sur <img>"; [] when nothing was
 * removed. `input` is the HTML, or its markup as counted while sanitising it.
 */
export function listRemovedMarkup(input: string | Markup, output: string): string[] {
  const before = typeof input === 'string' ? readMarkup(input) : input;
  const after = readMarkup(output);
  const lost = (counts: 'tags' | 'attributes', key: string) =>
    (before[counts].get(key) ?? 0) - (after[counts].get(key) ?? 0);
  const lines: string[] = [];
  for (const { key, kind, tag, attribute } of before.order) {
    if (kind === 'tag') {
      const count = lost('tags', key);
      const details = [tagReasons[key], count > 1 ? `${count}` : undefined];
      if (count > 0) lines.push(withDetails(`Balise <${tag}>`, details));
      continue;
    }
    const element = renamedTags[tag] ?? tag;
    // A removed element takes its attributes with it, and is already reported. Without matching
    // elements one to one, each removed element is assumed to have carried the attribute: this may
    // under-report, but never lists an attribute that was kept.
    const count = lost('attributes', key) - Math.max(0, lost('tags', element));
    if (count <= 0) continue;
    lines.push(
      withDetails(`Attribut ${attribute} sur <${tag}>`, [
        urlReasons[key],
        count > 1 ? `${count}` : undefined,
      ]),
    );
  }
  return lines;
}
