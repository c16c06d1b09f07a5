import type { ImportSampleRow } from '#domain/product-import.schema.ts';

const actionLabel: Record<ImportSampleRow['action'], string> = {
  creation: 'Création',
  modification: 'Mise à jour',
  inchange: 'Inchangé',
};

/**
 * The rows that change (issue 36 §5), first in the preview: each with its fields old → new (a
 * creation lists what it fills). `total` is how many change in the whole file.
 */
export function ImportChanges({ rows, total }: { rows: ImportSampleRow[]; total: number }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="import-changements" className="space-y-3">
      <h3 id="import-changements" className="font-medium text-slate-900">
        Ce qui change
        {total > rows.length &&
          ` (les ${rows.length.toLocaleString('fr-FR')} premières lignes sur ${total.toLocaleString('fr-FR')})`}
      </h3>
      <ul aria-label="Lignes qui changent" className="space-y-3">
        {rows.map((row) => (
          <li key={row.line} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <p className="font-medium text-slate-900">
              Ligne {row.line} · {actionLabel[row.action]} · {row.reference ?? 'nouvelle référence'}
            </p>
            <p className="break-words text-slate-700">{row.titre}</p>
            <ul className="mt-2 space-y-1 text-slate-800">
              {row.changes.map((change) => (
                <li key={change.label} className="break-words">
                  <span className="font-medium">{change.label}</span> :{' '}
                  {change.before === null ? change.after : `${change.before} → ${change.after}`}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
