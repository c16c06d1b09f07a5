import { type Command, TextSelection } from 'prosemirror-state';
import { richTextSchema as schema } from './rich-text-schema.ts';

/**
 * Issue 36 §1: the links the editor writes. The schemes are the sanitiser's
 * (server/html/sanitize-html.ts `allowedSchemes`, and a site path); an external link carries the
 * `rel` the sanitiser would add, so what the editor writes is what is stored.
 */
const allowed = /^(\/(?!\/)|https?:\/\/[^\s/]|mailto:\S|tel:\S)/i;

export function checkLinkHref(href: string): string | undefined {
  const value = href.trim();
  if (!value) return "Saisissez l'adresse du lien.";
  if (!allowed.test(value) || /\s/.test(value)) {
    return 'Adresse non valable : elle commence par / (une page du site), https://, mailto: ou tel:.';
  }
  return undefined;
}

export function linkAttributes(href: string): { href: string; rel: string | null } {
  const value = href.trim();
  return { href: value, rel: /^https?:\/\//i.test(value) ? 'noopener noreferrer' : null };
}

/** The link under the cursor or the selection, to edit it. */
export function currentHref(state: Parameters<Command>[0]): string {
  const { $from, from, to } = state.selection;
  let href = '';
  const find = (marks: readonly { type: unknown; attrs: Record<string, unknown> }[]) => {
    const link = marks.find((mark) => mark.type === schema.marks.link);
    if (link && typeof link.attrs.href === 'string') href = link.attrs.href;
  };
  find($from.marks());
  if (!href) state.doc.nodesBetween(from, to, (node) => find(node.marks));
  return href;
}

/** Links the selection, or writes `text` as a link where the cursor is. */
export function setLink(href: string, text: string): Command {
  return (state, dispatch) => {
    const mark = schema.marks.link.create(linkAttributes(href));
    const { from, to, empty } = state.selection;
    const tr = state.tr;
    if (empty) {
      const label = text.trim() || href.trim();
      tr.insert(from, schema.text(label, [mark]));
    } else {
      // The cursor goes after the link, as the author carries on writing.
      tr.removeMark(from, to, schema.marks.link).addMark(from, to, mark);
      tr.setSelection(TextSelection.near(tr.doc.resolve(to), -1));
    }
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}

export const removeLink: Command = (state, dispatch) => {
  const { from, to, $from, empty } = state.selection;
  const tr = state.tr;
  if (empty) {
    // The whole link the cursor stands in.
    const parent = $from.parent;
    const start = $from.start();
    parent.forEach((child, offset) => {
      const inLink = schema.marks.link.isInSet(child.marks);
      const childFrom = start + offset;
      if (inLink && childFrom <= from && from <= childFrom + child.nodeSize) {
        tr.removeMark(childFrom, childFrom + child.nodeSize, schema.marks.link);
      }
    });
  } else tr.removeMark(from, to, schema.marks.link);
  dispatch?.(tr);
  return true;
};
