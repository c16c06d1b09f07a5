/**
 * CSV for French spreadsheets (issues 23 and 24): UTF-8 with a byte order mark, `;` between
 * cells, CRLF line ends. Written here (the journal export and the products CSV); read by the API
 * with csv-parse (server/api/plumbing/read-csv.ts: the domain imports no npm package but valibot).
 */

export const csvByteOrderMark = '\uFEFF';

/** A text a spreadsheet would run as a formula (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell: a text a spreadsheet would run as a formula (= + - @, or a tab or CR first) starts
 * with an apostrophe (OWASP "CSV injection"); quoted when it holds `;`, a quote or a line break.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (formulaStart.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | null)[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** The text a cell written by `csvCell` stood for: the apostrophe before a formula sign dropped. */
export function csvCellText(cell: string): string {
  return cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** True when a cell read from a file would run as a formula in a spreadsheet. */
export const isFormulaCell = (cell: string) => formulaStart.test(cell);
