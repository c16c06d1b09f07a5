/**
 * Reads a CSV file as a French spreadsheet writes it (issue 24): UTF-8 (a BOM is dropped), `;`
 * between cells, RFC 4180 quoting (`;`, quotes and line breaks inside quotes) by csv-parse.
 */
import { CsvError, parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { csvByteOrderMark } from '#domain/csv.ts';

export const csvMessages = {
  notUtf8:
    'Le fichier n’est pas en UTF-8 : enregistrez-le en « CSV UTF-8 (délimité par des points-virgules) » puis réessayez.',
  empty: 'Le fichier est vide.',
  unreadable: (line: number | undefined, why: string) =>
    `Le fichier n’est pas un CSV lisible${line ? ` (ligne ${line})` : ''} : ${why}`,
} as const;

/** A record and its row number as a spreadsheet shows it (the header is row 1). */
export interface CsvRow {
  cells: string[];
  line: number;
}

export type CsvRead = { ok: true; rows: CsvRow[] } | { ok: false; message: string };

/** What csv-parse gives with `info: true` (its types do not say it). */
const Records = v.array(
  v.object({
    record: v.array(v.string()),
    info: v.object({ records: v.number(), empty_lines: v.number() }),
  }),
);

/** csv-parse's reasons, in French, for the errors a hand-edited file can have. */
function reasonOf(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'un guillemet ouvert n’est jamais fermé.';
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return 'le nombre de cellules diffère de celui de la ligne des titres (séparateur « ; » attendu).';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'un guillemet fermant est suivi d’autre chose qu’un « ; » ou une fin de ligne.';
    default:
      return 'format CSV invalide (séparateur « ; », guillemets doublés à l’intérieur des cellules).';
  }
}

/**
 * The file's rows (header first), or why it cannot be read: not UTF-8, empty, or not RFC 4180
 * CSV with `;`. Blank lines are skipped; every row has as many cells as the header.
 */
export function readCsv(bytes: Uint8Array): CsvRead {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { ok: false, message: csvMessages.notUtf8 };
  }
  if (text.startsWith(csvByteOrderMark)) text = text.slice(1);
  if (text.trim() === '') return { ok: false, message: csvMessages.empty };
  try {
    const records = v.parse(
      Records,
      parse(text, {
        delimiter: ';',
        record_delimiter: ['\r\n', '\n', '\r'],
        skip_empty_lines: true,
        info: true,
      }),
    );
    // A blank line is a row of the spreadsheet too: counted, so line numbers match its rows.
    const rows = records.map(({ record, info }) => ({
      cells: record,
      line: info.records + info.empty_lines,
    }));
    return rows.length === 0 ? { ok: false, message: csvMessages.empty } : { ok: true, rows };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : undefined;
    return { ok: false, message: csvMessages.unreadable(line, reasonOf(error)) };
  }
}
