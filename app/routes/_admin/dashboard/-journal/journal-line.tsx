import { TextDiff } from '#app/components/admin/history/revision-changes.tsx';
import { diffText } from '#app/lib/revision-diff.ts';
import { formatAdminDate } from '#domain/article-status.ts';
import { imageName } from '#domain/field-display.ts';
import { describeJournalChange, textChangedLabel } from '#domain/journal-display.ts';
import { journalActionLabels, journalEntityLabels } from '#domain/journal-labels.ts';
import type { JournalAction, JournalChange, JournalEntityType } from '#domain/staff.ts';

export interface JournalLineView {
  id: number;
  at: string;
  actor_email: string | null;
  ip: string | null;
  action: JournalAction;
  entity_type: JournalEntityType;
  entity_id: string | null;
  entity_label: string | null;
  changes: JournalChange[];
}

/** An image is named by its file, anything else by its number. */
function entityReference(line: JournalLineView): string | null {
  if (!line.entity_id) return null;
  return line.entity_type === 'image' ? imageName(line.entity_id) : `n° ${line.entity_id}`;
}

/** One change: "Prix : 349,00 TND → 1 234,50 TND"; a text's changed words on demand. */
function ChangeItem({ change }: { change: JournalChange }) {
  const view = describeJournalChange(change);
  if (view.kind === 'value') {
    return (
      <li className="break-words text-slate-700">
        <span className="font-medium">{view.label}</span> : {view.before} → {view.after}
      </li>
    );
  }
  return (
    <li className="break-words text-slate-700">
      <span className="font-medium">{view.label}</span> : {textChangedLabel}
      {view.words ? (
        <details className="mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-teal-800 underline">
            Voir les mots changés
          </summary>
          <TextDiff parts={diffText(view.words.before, view.words.after)} />
        </details>
      ) : null}
    </li>
  );
}

/** One journal line: who, when, from where, what, and the fields before → after. */
export function JournalLine({ line }: { line: JournalLineView }) {
  const reference = entityReference(line);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="font-medium text-slate-900">
          {journalActionLabels[line.action]} · {journalEntityLabels[line.entity_type]}
          {line.entity_label ? (
            <span className="font-normal text-slate-700"> « {line.entity_label} »</span>
          ) : null}
          {reference ? (
            <span className="break-all font-normal text-slate-500 text-sm"> ({reference})</span>
          ) : null}
        </p>
        <p className="shrink-0 text-slate-500 text-sm">{formatAdminDate(line.at)}</p>
      </div>
      <p className="break-all text-slate-600 text-sm">
        {line.actor_email ??
          (line.action === 'suppression_definitive'
            ? 'Purge automatique de la corbeille'
            : 'Personne (non connecté)')}
        {line.ip ? ` · adresse ${line.ip}` : ''}
      </p>
      {line.changes.length > 0 ? (
        <ul aria-label="Modifications" className="mt-2 space-y-1 text-sm">
          {line.changes.map((change) => (
            <ChangeItem key={change.field} change={change} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
