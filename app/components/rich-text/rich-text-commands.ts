import { baseKeymap, lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState, Plugin } from 'prosemirror-state';
import { goToNextCell } from 'prosemirror-tables';
import { richTextSchema as schema } from './rich-text-schema.ts';

/**
 * Issue 36 §1: the editor's formatting commands, each once, shared by the toolbar and the
 * keyboard. `keys` is ProseMirror's notation (`Mod` = Ctrl, ⌘ on a Mac); `shortcut` is how the
 * toolbar announces it (`aria-keyshortcuts`) and shows it in its tooltip.
 */
export interface Format {
  id: string;
  label: string;
  text: string;
  /** SVG paths (24×24, stroked) shown instead of `text` (axe: a visible « T2 » must be in the name). */
  icon?: readonly string[];
  keys?: string;
  shortcut?: string;
  run: Command;
  active?: (state: EditorState) => boolean;
}

const { nodes, marks } = schema;

const markActive = (type: MarkType) => (state: EditorState) => {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
};

const inside = (type: NodeType) => (state: EditorState) => {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--)
    if ($from.node(depth).type === type) return true;
  return false;
};

const isTextblock = (type: NodeType, attrs?: Record<string, unknown>) => (state: EditorState) =>
  state.selection.$from.parent.hasMarkup(type, attrs);

const headingIcons: Record<number, readonly string[]> = {
  2: ['M4 12h8', 'M4 18V6', 'M12 18V6', 'M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1'],
  3: [
    'M4 12h8',
    'M4 18V6',
    'M12 18V6',
    'M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2',
    'M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2',
  ],
};

const heading = (level: number): Format => ({
  id: `h${level}`,
  label: `Titre ${level}`,
  text: `T${level}`,
  icon: headingIcons[level],
  keys: `Mod-Alt-${level}`,
  shortcut: `Control+Alt+${level}`,
  run: (state, dispatch) =>
    isTextblock(nodes.heading, { level })(state)
      ? setBlockType(nodes.paragraph)(state, dispatch)
      : setBlockType(nodes.heading, { level })(state, dispatch),
  active: isTextblock(nodes.heading, { level }),
});

const list = (type: NodeType, format: Omit<Format, 'run' | 'active'>): Format => ({
  ...format,
  run: (state, dispatch) =>
    inside(type)(state)
      ? liftListItem(nodes.list_item)(state, dispatch)
      : wrapInList(type)(state, dispatch),
  active: inside(type),
});

export const formats: readonly Format[] = [
  {
    id: 'p',
    label: 'Paragraphe',
    text: '¶',
    keys: 'Mod-Alt-0',
    shortcut: 'Control+Alt+0',
    run: setBlockType(nodes.paragraph),
    active: isTextblock(nodes.paragraph),
  },
  heading(2),
  heading(3),
  {
    id: 'strong',
    label: 'Gras',
    text: 'G',
    keys: 'Mod-b',
    shortcut: 'Control+B',
    run: toggleMark(marks.strong),
    active: markActive(marks.strong),
  },
  {
    id: 'em',
    label: 'Italique',
    text: 'I',
    keys: 'Mod-i',
    shortcut: 'Control+I',
    run: toggleMark(marks.em),
    active: markActive(marks.em),
  },
  list(nodes.bullet_list, {
    id: 'ul',
    label: 'Liste à puces',
    text: '•',
    icon: ['M3 12h.01', 'M3 18h.01', 'M3 6h.01', 'M8 12h13', 'M8 18h13', 'M8 6h13'],
    keys: 'Shift-Mod-8',
    shortcut: 'Control+Shift+8',
  }),
  list(nodes.ordered_list, {
    id: 'ol',
    label: 'Liste numérotée',
    text: '1.',
    icon: [
      'M10 12h11',
      'M10 18h11',
      'M10 6h11',
      'M4 10h2',
      'M4 6h1v4',
      'M6 18H4c0-1 2-2 2-3s-1-1.5-2-1',
    ],
    keys: 'Shift-Mod-7',
    shortcut: 'Control+Shift+7',
  }),
  {
    id: 'quote',
    label: 'Citation',
    text: '«',
    keys: 'Shift-Mod-9',
    shortcut: 'Control+Shift+9',
    run: (state, dispatch) =>
      inside(nodes.blockquote)(state)
        ? lift(state, dispatch)
        : wrapIn(nodes.blockquote)(state, dispatch),
    active: inside(nodes.blockquote),
  },
];

export const historyFormats: readonly Format[] = [
  { id: 'undo', label: 'Annuler', text: '↶', keys: 'Mod-z', shortcut: 'Control+Z', run: undo },
  { id: 'redo', label: 'Rétablir', text: '↷', keys: 'Mod-y', shortcut: 'Control+Y', run: redo },
];

export const linkActive = markActive(marks.link);

/** The keyboard: every format's shortcut, lists and tables, then ProseMirror's editing keys. */
export function editorKeymaps(openLink: () => void): Plugin[] {
  const bindings: Record<string, Command> = Object.fromEntries(
    [...formats, ...historyFormats].flatMap((format) =>
      format.keys ? [[format.keys, format.run]] : [],
    ),
  );
  return [
    keymap({
      ...bindings,
      'Shift-Mod-z': redo,
      'Mod-k': () => {
        openLink();
        return true;
      },
      Enter: splitListItem(nodes.list_item),
      'Mod-]': sinkListItem(nodes.list_item),
      'Mod-[': liftListItem(nodes.list_item),
      'Shift-Enter': (state, dispatch) => {
        dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
        return true;
      },
      // Tab moves between cells inside a table only; elsewhere it leaves the editor (WCAG 2.1.2).
      Tab: goToNextCell(1),
      'Shift-Tab': goToNextCell(-1),
    }),
    keymap(baseKeymap),
  ];
}
