import { useRef, useState } from 'react';
import { dangerButton, secondaryButton } from '#app/components/ui/buttons.ts';
import type { AdminCategory } from '#server/functions/admin-categories.functions.ts';
import { CategoryNameEditor } from './category-name-editor.tsx';
import { useCategoryActions } from './use-category-actions.ts';

/**
 * Below 768 px a row is stacked (name on its own line, then status and actions) so the actions
 * and the rename field stay on screen; the explicit roles keep the table's semantics then.
 */
const rowClass =
  'flex flex-wrap items-center gap-x-4 gap-y-3 border-slate-200 border-t px-4 py-4 align-middle md:table-row md:p-0';
const nameClass = 'w-full text-left font-medium text-slate-900 md:w-auto md:px-4 md:py-3';
const cellClass = 'md:px-4 md:py-3';

/** One category of the table (SPEC §2 "Category admin"): name, status toggle, actions. */
export function CategoryRow({
  category,
  parent,
  onAccepted,
  onRemoved,
}: {
  category: AdminCategory;
  /** Set for a sub-category shown under its parent. */
  parent: AdminCategory | null;
  onAccepted: (category: AdminCategory) => void;
  onRemoved: (id: number) => void;
}) {
  const { pending, toggle, rename, confirmAndDelete } = useCategoryActions(category, {
    onAccepted,
    onRemoved,
  });
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // SPEC §4: toggle and delete wait for the request in flight (one at a time per row).
  const busy = pending !== null;
  const active = category.est_active;

  const closeEditor = () => {
    setEditing(false);
    // Back where the administrator was, once the button is rendered again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the row is stacked.
    <tr role="row" className={rowClass}>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the row is stacked. */}
      <th role="rowheader" scope="row" className={nameClass}>
        {editing ? (
          <CategoryNameEditor
            initial={category.nom}
            saving={pending === 'rename'}
            onSave={rename}
            onClose={closeEditor}
          />
        ) : (
          <span className={parent ? 'flex items-baseline gap-2 pl-6' : ''}>
            {parent ? (
              <>
                <span aria-hidden="true" className="text-slate-400">
                  ↳
                </span>
                <span className="sr-only">Sous-catégorie de {parent.nom} :</span>
              </>
            ) : null}
            <span>{category.nom}</span>
          </span>
        )}
      </th>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the row is stacked. */}
      <td role="cell" className={cellClass}>
        <button
          type="button"
          role="switch"
          aria-checked={active}
          aria-label={`Visible en ligne : ${category.nom}`}
          disabled={busy}
          onClick={() => void toggle()}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full px-3 py-1 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${
            active
              ? 'bg-green-100 text-green-800 hover:bg-green-200'
              : 'bg-slate-200 text-slate-700 hover:bg-slate-300'
          }`}
        >
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${active ? 'bg-green-600' : 'bg-slate-500'}`}
          />
          {active ? 'En ligne' : 'Hors ligne'}
        </button>
      </td>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the row is stacked. */}
      <td role="cell" className={`${cellClass} ml-auto`}>
        <div className="flex flex-wrap justify-end gap-2">
          {editing ? null : (
            <button
              ref={editButton}
              type="button"
              className={secondaryButton}
              disabled={busy}
              aria-label={`Modifier la catégorie ${category.nom}`}
              onClick={() => setEditing(true)}
            >
              Modifier
            </button>
          )}
          <button
            type="button"
            className={dangerButton}
            disabled={busy || editing}
            aria-label={`Supprimer la catégorie ${category.nom}`}
            onClick={() => void confirmAndDelete()}
          >
            {pending === 'delete' ? 'Suppression...' : 'Supprimer'}
          </button>
        </div>
      </td>
    </tr>
  );
}
