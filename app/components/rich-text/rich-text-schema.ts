import { type MarkSpec, type NodeSpec, Schema } from 'prosemirror-model';
import { bulletList, listItem, orderedList } from 'prosemirror-schema-list';
import { tableNodes } from 'prosemirror-tables';

/**
 * Issue 36 §1: what the rich-text editor can write, a subset of the server's allow-list
 * (server/html/sanitize-html.ts), so the HTML it produces is stored as it is, byte for byte.
 * Headings keep levels 2 to 6 (the toolbar offers 2 and 3; an h4 already written survives) and
 * an h1 becomes an h2, as the sanitiser renames it.
 */
const block = (tag: string, spec: NodeSpec = {}): NodeSpec => ({
  group: 'block',
  content: 'inline*',
  parseDOM: [{ tag }],
  toDOM: () => [tag, 0],
  ...spec,
});

const headingLevels = [2, 3, 4, 5, 6];

const nodes = {
  doc: { content: 'block+' },
  paragraph: block('p'),
  heading: block('h2', {
    attrs: { level: { default: 2 } },
    defining: true,
    parseDOM: [
      { tag: 'h1', attrs: { level: 2 } },
      ...headingLevels.map((level) => ({ tag: `h${level}`, attrs: { level } })),
    ],
    toDOM: (node) => [`h${node.attrs.level}`, 0],
  }),
  blockquote: {
    group: 'block',
    content: 'block+',
    defining: true,
    parseDOM: [{ tag: 'blockquote' }],
    toDOM: () => ['blockquote', 0],
  },
  horizontal_rule: { group: 'block', parseDOM: [{ tag: 'hr' }], toDOM: () => ['hr'] },
  bullet_list: { ...bulletList, group: 'block', content: 'list_item+' },
  ordered_list: { ...orderedList, group: 'block', content: 'list_item+' },
  list_item: { ...listItem, content: 'paragraph block*' },
  ...tableNodes({ tableGroup: 'block', cellContent: 'block+', cellAttributes: {} }),
  text: { group: 'inline' },
  hard_break: {
    inline: true,
    group: 'inline',
    selectable: false,
    parseDOM: [{ tag: 'br' }],
    toDOM: () => ['br'],
  },
} satisfies Record<string, NodeSpec>;

const linkAttributes = ['href', 'title', 'target', 'rel'] as const;

/** Google Docs wraps a whole paste in `<b style="font-weight:normal">`: not bold at all. */
const boldWeight = (value: string) => /^(bold(er)?|[6-9]\d\d)$/.test(value) && null;

const marks = {
  link: {
    attrs: Object.fromEntries(linkAttributes.map((name) => [name, { default: null }])),
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) =>
          Object.fromEntries(linkAttributes.map((name) => [name, dom.getAttribute(name)])),
      },
    ],
    toDOM: (mark) => [
      'a',
      Object.fromEntries(
        linkAttributes.flatMap((name) => (mark.attrs[name] ? [[name, mark.attrs[name]]] : [])),
      ),
      0,
    ],
  },
  strong: {
    parseDOM: [
      { tag: 'strong' },
      { tag: 'b', getAttrs: (dom) => dom.style.fontWeight !== 'normal' && null },
      { style: 'font-weight', getAttrs: boldWeight },
    ],
    toDOM: () => ['strong', 0],
  },
  em: {
    parseDOM: [{ tag: 'em' }, { tag: 'i' }, { style: 'font-style=italic' }],
    toDOM: () => ['em', 0],
  },
} satisfies Record<string, MarkSpec>;

export const richTextSchema = new Schema({ nodes, marks });

/** Elements the editor shows and writes back; anything else is edited in the HTML source. */
export const editableTags = new Set([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr', 'ul', 'ol', 'li', 'br'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'a', 'strong', 'b', 'em', 'i'],
  ...['span', 'div', 'html', 'head', 'body'],
]);
