import { useServerFn } from '@tanstack/react-start';
import { useState } from 'react';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { rowButton } from '#app/components/ui/buttons.ts';
import { formatAdminDate } from '#domain/article-status.ts';
import type { SynonymRuleRow } from '#domain/search-synonyms.schema.ts';
import { synonymKindLabels } from '#domain/search-synonyms.ts';
import { deleteSynonymRule } from '#server/functions/search-synonyms.functions.ts';
import { SynonymForm } from './synonym-form.tsx';

/** A rule as staff read it: "a, b, c" for a group, "a → b" for an élargissement. */
export const ruleText = (rule: Pick<SynonymRuleRow, 'genre' | 'termes' | 'cibles'>) =>
  rule.genre === 'expansion'
    ? `${rule.termes.join(', ')} → ${rule.cibles.join(', ')}`
    : rule.termes.join(', ');

/** One rule: its kind, its terms, when it changed, and « Modifier » / « Supprimer ». */
export function SynonymRow({ rule }: { rule: SynonymRuleRow }) {
  const remove = useServerFn(deleteSynonymRule);
  const { busy, run } = useRowAction();
  const [editing, setEditing] = useState(false);
  const text = ruleText(rule);

  if (editing) {
    return (
      <li>
        <SynonymForm rule={rule} onDone={() => setEditing(false)} />
      </li>
    );
  }

  const onDelete = () =>
    run({
      confirm: `Supprimer la règle « ${text} » ? La recherche ne l’utilisera plus.`,
      call: () => remove({ data: { id: rule.id } }),
      success: 'Règle supprimée',
      unreachable: 'Le serveur ne répond pas : la règle n’a pas été supprimée.',
    });

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900">
          <span className="mr-2 rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 text-xs">
            {synonymKindLabels[rule.genre]}
          </span>
          <span className="break-words">{text}</span>
        </p>
        <p className="text-slate-600 text-sm">Modifiée le {formatAdminDate(rule.modifie_le)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          aria-label={`Modifier la règle ${text}`}
          onClick={() => setEditing(true)}
          className={rowButton}
        >
          Modifier
        </button>
        <button
          type="button"
          disabled={busy}
          aria-label={`Supprimer la règle ${text}`}
          onClick={() => void onDelete()}
          className={`${rowButton} text-red-700`}
        >
          Supprimer
        </button>
      </div>
    </li>
  );
}
