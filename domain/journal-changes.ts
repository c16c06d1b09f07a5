/**
 * What a journal line says changed (issue 23): the fields of a record before → after, as text.
 * Pure: the API computes it in the transaction of the write it records.
 */
import type { JournalChange } from './staff.ts';

/** A journal value is cut past this many characters (an ellipsis marks the cut). */
export const journalValueMaxLength = 200;

/** What a long HTML field's change reads as: its text would swamp the journal. */
export const htmlChangeSummary = 'contenu modifié';

/** Kept by the database for itself, never a change someone made. */
const bookkeepingFields: ReadonlySet<string> = new Set([
  'id',
  'cree_le',
  'modifie_le',
  'created_at',
  'updated_at',
  'list_version',
  'search_text',
  'search_vector',
  'titre_tri',
]);

export interface JournalDiffOptions {
  /** Long HTML fields: a change is recorded as "contenu modifié", not its text. */
  htmlFields?: readonly string[];
  /** Fields derived from others (their change is already recorded) or not worth a line. */
  ignore?: readonly string[];
}

type JournalRecord = Readonly<Record<string, unknown>>;

/** The whole value as text: null stays null, dates in ISO 8601, lists and objects as JSON. */
function fullText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value) ?? null;
}

/** A value as a journal line shows it: text, cut to `journalValueMaxLength` characters. */
export function journalValue(value: unknown): string | null {
  const text = fullText(value);
  if (text === null || text.length <= journalValueMaxLength) return text;
  return `${text.slice(0, journalValueMaxLength - 1)}…`;
}

/**
 * The fields that differ between `before` and `after`, in the records' field order. `before` is
 * null for a creation (every field set is listed), `after` null for a deletion (what was lost).
 */
export function journalChanges(
  before: JournalRecord | null,
  after: JournalRecord | null,
  options: JournalDiffOptions = {},
): JournalChange[] {
  const html = new Set(options.htmlFields ?? []);
  const ignored = new Set(options.ignore ?? []);
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: JournalChange[] = [];
  for (const field of fields) {
    if (bookkeepingFields.has(field) || ignored.has(field)) continue;
    const previous = fullText(before?.[field]);
    const next = fullText(after?.[field]);
    if (previous === next) continue;
    if (html.has(field)) {
      changes.push({ field, before: null, after: htmlChangeSummary });
    } else {
      changes.push({ field, before: journalValue(previous), after: journalValue(next) });
    }
  }
  return changes;
}

/** Stored images (relative paths) a record referred to before and no longer does. */
export function removedImages(
  before: readonly (string | null)[],
  after: readonly (string | null)[],
): string[] {
  const kept = new Set(after);
  const removed = before.filter(
    (path): path is string => path !== null && !kept.has(path) && !/^https?:/i.test(path),
  );
  return [...new Set(removed)];
}

/** The journal action of an article's save: going online or offline says more than "modified". */
export function articleSaveAction(
  before: string,
  after: string,
): 'modification' | 'publication' | 'depublication' {
  if (before !== 'publie' && after === 'publie') return 'publication';
  if (before === 'publie' && after !== 'publie') return 'depublication';
  return 'modification';
}
