import { formatAdminDate } from '#domain/article-status.ts';
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

const shown = (value: string | null) => (value === null || value === '' ? '∅' : value);

/** One journal line: who, when, from where, what, and the fields before → after. */
export function JournalLine({ line }: { line: JournalLineView }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="font-medium text-slate-900">
          {journalActionLabels[line.action]} · {journalEntityLabels[line.entity_type]}
          {line.entity_label ? (
            <span className="font-normal text-slate-700"> « {line.entity_label} »</span>
          ) : null}
          {line.entity_id ? (
            <span className="font-normal text-slate-500 text-sm"> (n° {line.entity_id})</span>
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
            <li key={change.field} className="break-words text-slate-700">
              <span className="font-medium">{change.field}</span> : {shown(change.before)} →{' '}
              {shown(change.after)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
