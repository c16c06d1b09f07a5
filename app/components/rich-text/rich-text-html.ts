import { DOMSerializer, DOMParser as ModelParser, type Node } from 'prosemirror-model';
import { editableTags, richTextSchema } from './rich-text-schema.ts';

/**
 * Issue 36 §1: HTML in and out of the editor. The output is written the way the demo content is
 * (server/seed): one top-level block per line, a list item's or a cell's first paragraph without
 * its `<p>`, so stored articles come back unchanged (tests/unit/rich-text-html.test.ts).
 */

const parser = ModelParser.fromSchema(richTextSchema);
const serializer = DOMSerializer.fromSchema(richTextSchema);

/** An inert body (no image loads, no script): what the author typed is never run here. */
function parseBody(html: string, dom: DOMParser): HTMLElement {
  return dom.parseFromString(html, 'text/html').body;
}

export function htmlToDoc(html: string, dom: DOMParser): Node {
  return parser.parse(parseBody(html, dom));
}

/** `<li><p>Texte</p></li>` is written `<li>Texte</li>`: the markup the sanitiser keeps as typed. */
function unwrapFirstParagraphs(root: ParentNode) {
  for (const holder of root.querySelectorAll('li, th, td')) {
    const first = holder.firstElementChild;
    if (first?.tagName !== 'P' || holder.firstChild !== first) continue;
    first.replaceWith(...first.childNodes);
  }
}

const isEmpty = (doc: Node) =>
  doc.childCount === 1 &&
  doc.firstChild?.type.name === 'paragraph' &&
  doc.firstChild.childCount === 0;

export function docToHtml(doc: Node, document: Document): string {
  if (isEmpty(doc)) return '';
  const holder = document.createElement('div');
  holder.append(serializer.serializeFragment(doc.content, { document }));
  unwrapFirstParagraphs(holder);
  return [...holder.children].map((element) => element.outerHTML).join('\n');
}

/** Element names of `html` the editor cannot show, in order ([] when it can show it all). */
export function unsupportedTags(html: string, dom: DOMParser): string[] {
  const names = [...parseBody(html, dom).querySelectorAll('*')].map((element) =>
    element.tagName.toLowerCase(),
  );
  return [...new Set(names.filter((name) => !editableTags.has(name)))];
}
