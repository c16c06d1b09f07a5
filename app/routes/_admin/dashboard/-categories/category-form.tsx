import { useEffect, useId, useRef } from 'react';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { InputField, SelectField } from '#app/components/ui/form-fields.tsx';
import { type CategoryDraft, categoryMessages } from '#domain/category-admin.rules.ts';
import type { AdminCategory } from '#server/functions/admin-categories.functions.ts';

/**
 * SPEC §2 "Nouvelle catégorie": name (required), visibility, and (SPEC §3 two levels) an optional
 * parent among the top-level categories. The values live in the page's machine.
 */
export function CategoryForm({
  draft,
  nameError,
  error,
  errorDetail,
  saving,
  parents,
  onChange,
  onSubmit,
  onCancel,
}: {
  draft: CategoryDraft;
  nameError: string | null;
  error: string | null;
  errorDetail: string | null;
  saving: boolean;
  parents: AdminCategory[];
  onChange: (change: Partial<CategoryDraft>) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();

  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  // A refused name takes the focus back to the field, where its message is read out.
  useEffect(() => {
    if (nameError) form.current?.querySelector('input')?.focus();
  }, [nameError]);

  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="max-w-xl space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={titleId} className="font-semibold text-lg text-slate-900">
        Nouvelle catégorie
      </h2>
      <fieldset disabled={saving} className="space-y-5">
        <InputField
          label="Nom"
          required
          maxLength={120}
          value={draft.nom}
          error={nameError ?? undefined}
          onChange={(event) => onChange({ nom: event.target.value })}
        />
        <label className="flex items-center gap-2 text-slate-800 text-sm">
          <input
            type="checkbox"
            checked={draft.est_active}
            onChange={(event) => onChange({ est_active: event.target.checked })}
            className="size-4 rounded border-slate-300 accent-teal-700"
          />
          Catégorie visible (en ligne)
        </label>
        <SelectField
          label="Catégorie parente"
          value={draft.parent_id === null ? '' : String(draft.parent_id)}
          onChange={(event) =>
            onChange({ parent_id: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">Aucune (catégorie principale)</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {parent.nom}
            </option>
          ))}
        </SelectField>
      </fieldset>
      {error ? (
        <div role="alert" className="text-red-700 text-sm">
          <p className="font-medium">{error}</p>
          {errorDetail ? <p className="mt-1">{errorDetail}</p> : null}
        </div>
      ) : null}
      <div className="flex justify-end gap-3">
        <button type="button" className={secondaryButton} disabled={saving} onClick={onCancel}>
          Annuler
        </button>
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? 'Enregistrement...' : 'Enregistrer'}
        </button>
      </div>
    </form>
  );
}

/** SPEC §2: after a successful addition; OK returns to the (reloaded) list. */
export function CategorySuccess({ onOk }: { onOk: () => void }) {
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ok.current?.focus();
  }, []);
  return (
    <div
      role="status"
      className="max-w-xl rounded-xl border border-green-200 bg-green-50 p-6 text-center"
    >
      <p className="font-semibold text-green-800 text-lg">{categoryMessages.created}</p>
      <button ref={ok} type="button" className={`${primaryButton} mt-4`} onClick={onOk}>
        OK
      </button>
    </div>
  );
}
