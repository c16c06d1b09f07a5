/**
 * What a journal line says changed (issue 23): the fields of a record before → after, as text.
 * Pure: the API computes it in the transaction of the write it records.
 */
import { htmlToLines } from './html-text.ts';
import type { JournalChange } from './staff.ts';

/** A journal value is cut past this many characters (an ellipsis marks the cut). */
export const journalValueMaxLength = 200;

/**
 * What a long HTML field's change was stored as before issue 36 (and still is when only its
 * markup changed): its whole text would swamp the journal. Since, the words around the change.
 */
export const htmlChangeSummary = 'contenu modifié';

/** Characters of unchanged text kept on each side of an HTML field's change. */
const htmlContext = 40;

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

/**
 * Line breaks as one `\n`: a browser sends a text area's lines as `\r\n` in a multipart form,
 * so the same text saved again must not read as a change (issue 36 §4).
 */
const sameText = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && a.replace(/\r\n?/g, '\n') === b.replace(/\r\n?/g, '\n'));

/** Start of the common head of two texts, stepped back to a word boundary. */
function commonHead(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  if (at === a.length && at === b.length) return at;
  const space = a.lastIndexOf(' ', at - 1);
  const line = a.lastIndexOf('\n', at - 1);
  return Math.max(space, line) + 1;
}

function commonTail(a: string, b: string, head: number): number {
  let size = 0;
  while (
    size < a.length - head &&
    size < b.length - head &&
    a[a.length - 1 - size] === b[b.length - 1 - size]
  ) {
    size += 1;
  }
  return size;
}

/**
 * An HTML field's change as the words around it (issue 36 §4: the journal shows the word diff on
 * demand): each side's text from a little before the first difference to a little after the
 * last, `…` where cut. Markup alone changed: the summary, as no word did.
 */
export function htmlChange(
  field: string,
  before: string | null,
  after: string | null,
): JournalChange {
  const a = htmlToLines(before ?? '');
  const b = htmlToLines(after ?? '');
  if (a === b) return { field, before: null, after: htmlChangeSummary };
  const head = commonHead(a, b);
  const tail = commonTail(a, b, head);
  const start = Math.max(0, head - htmlContext);
  const around = (text: string) => {
    const end = Math.min(text.length, text.length - tail + htmlContext);
    const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
    return journalValue(cut);
  };
  return {
    field,
    before: before === null ? null : around(a),
    after: after === null ? null : around(b),
  };
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
    if (sameText(previous, next)) continue;
    if (html.has(field)) {
      changes.push(htmlChange(field, previous, next));
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
