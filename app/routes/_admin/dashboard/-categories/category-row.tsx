import { useRef, useState } from 'react';
import type { AdminCategory } from '../../../../../server/functions/admin-categories.functions';
import { dangerButton, secondaryButton } from '../../../../components/ui/buttons';
import { CategoryNameEditor } from './category-name-editor';
import { useCategoryActions } from './use-category-actions';

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
    <tr className="border-slate-200 border-t align-middle">
      <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
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
      <td className="px-4 py-3">
        <button
          type="button"
          role="switch"
          aria-checked={active}
          aria-label={`Visible en ligne : ${category.nom}`}
          disabled={busy}
          onClick={() => void toggle()}
          className={`inline-flex min-h-9 items-center gap-2 rounded-full px-3 py-1 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${
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
      <td className="px-4 py-3">
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
