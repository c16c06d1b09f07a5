/**
 * A journal change as staff read it (issue 36 §4): the field's French label, its values formatted
 * (domain/field-display.ts); an HTML field as "texte modifié", its words kept for a diff on demand.
 */
import { emptyValue, fieldLabel, formatFieldValue, htmlFields } from './field-display.ts';
import { htmlChangeSummary } from './journal-changes.ts';
import type { JournalChange } from './staff.ts';

/** What an HTML field's change reads as in the journal. */
export const textChangedLabel = 'texte modifié';

export type JournalChangeView =
  | { field: string; label: string; kind: 'value'; before: string; after: string }
  /** `words`: the text around the change on each side, when the line kept it (since issue 36). */
  | { field: string; label: string; kind: 'text'; words: { before: string; after: string } | null };

export function describeJournalChange(change: JournalChange): JournalChangeView {
  const label = fieldLabel(change.field);
  if (htmlFields.has(change.field)) {
    const summaryOnly = change.before === null && change.after === htmlChangeSummary;
    const words = summaryOnly ? null : { before: change.before ?? '', after: change.after ?? '' };
    return { field: change.field, label, kind: 'text', words };
  }
  return {
    field: change.field,
    label,
    kind: 'value',
    before: formatFieldValue(change.field, change.before),
    after: formatFieldValue(change.field, change.after),
  };
}

/** One change on one line: "Prix : 349,00 TND → 1 234,50 TND", "Description : texte modifié". */
export function journalChangeText(change: JournalChange): string {
  const view = describeJournalChange(change);
  if (view.kind === 'text') return `${view.label} : ${textChangedLabel}`;
  return `${view.label} : ${view.before} → ${view.after}`;
}

/** A line's changes, one after the other (the CSV export's "Modifications" cell). */
export function journalChangesText(changes: readonly JournalChange[]): string {
  return changes.map(journalChangeText).join(' | ');
}

export { emptyValue };
