/**
 * The journal as CSV for a spreadsheet (issue 23): UTF-8 with a BOM and `;` between cells, as
 * French Excel expects; French headers; dates in the company's time zone.
 */
import { csvByteOrderMark, csvLine } from '#domain/csv.ts';
import { journalChangesText } from '#domain/journal-display.ts';
import { journalActionLabel, journalEntityLabel } from '#domain/journal-labels.ts';
import type { JournalRow } from '#server/db/repositories/journal.repository.ts';

export const journalCsvHeaders = [
  'Date',
  'Personne',
  'Adresse',
  'Action',
  'Type',
  'Identifiant',
  'Libellé',
  'Modifications',
] as const;

/** An export stops after this many lines (a header comment says so): narrow the filters. */
export const journalCsvMaxLines = 50_000;

const companyTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Africa/Tunis',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function journalCsvLine(line: JournalRow): string {
  return csvLine([
    companyTime.format(line.at),
    line.actor_email,
    line.ip,
    journalActionLabel(line.action),
    journalEntityLabel(line.entity_type),
    line.entity_id,
    line.entity_label,
    journalChangesText(line.changes),
  ]);
}

/** The first lines of the file: what it holds (one cell, no `;`), then the column headers. */
export function journalCsvHead(exportedAt: Date): string {
  const note = `# Journal d’audit exporté le ${companyTime.format(exportedAt)} (heure de Tunis), du plus récent au plus ancien, ${journalCsvMaxLines.toLocaleString('fr-FR')} lignes au maximum (affinez les filtres pour la suite).`;
  return `${csvByteOrderMark}${csvLine([note])}${csvLine(journalCsvHeaders)}`;
}
