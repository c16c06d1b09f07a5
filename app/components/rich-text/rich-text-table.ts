import { type Command, TextSelection } from 'prosemirror-state';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  isInTable,
} from 'prosemirror-tables';
import type { Format } from './rich-text-commands.ts';
import { richTextSchema as schema } from './rich-text-schema.ts';

/**
 * Issue 36 §1: tables for a product's characteristics. A new table has a header row and two
 * rows of two cells (« Caractéristique », « Valeur »); the other buttons show inside a table.
 */
const { table, table_row, table_header, table_cell, paragraph } = schema.nodes;

const row = (cell: typeof table_cell, texts: readonly string[]) =>
  table_row.create(
    null,
    texts.map((text) => cell.create(null, paragraph.create(null, text ? schema.text(text) : null))),
  );

export const insertTable: Command = (state, dispatch) => {
  if (isInTable(state)) return false;
  const node = table.create(null, [
    row(table_header, ['Caractéristique', 'Valeur']),
    row(table_cell, ['', '']),
    row(table_cell, ['', '']),
  ]);
  const tr = state.tr.replaceSelectionWith(node);
  // The cursor goes to the first value cell (table, header row, row, cell, paragraph).
  let tablePos = -1;
  tr.doc.descendants((child, pos) => {
    if (child === node) tablePos = pos;
    return tablePos < 0;
  });
  const header = node.firstChild;
  if (tablePos >= 0 && header) {
    tr.setSelection(TextSelection.create(tr.doc, tablePos + 1 + header.nodeSize + 3));
  }
  dispatch?.(tr.scrollIntoView());
  return true;
};

export const tableFormat: Format = {
  id: 'table',
  label: 'Insérer un tableau',
  text: 'Tableau',
  run: insertTable,
};

/** Shown while the cursor is in a table. */
export const tableFormats: readonly Format[] = [
  { id: 'row', label: 'Ajouter une ligne', text: '+ Ligne', run: addRowAfter },
  { id: 'column', label: 'Ajouter une colonne', text: '+ Colonne', run: addColumnAfter },
  { id: 'row-delete', label: 'Supprimer la ligne', text: '− Ligne', run: deleteRow },
  { id: 'column-delete', label: 'Supprimer la colonne', text: '− Colonne', run: deleteColumn },
  { id: 'table-delete', label: 'Supprimer le tableau', text: '− Tableau', run: deleteTable },
];

export { isInTable };
