import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { characteristicLabelsQueryOptions } from '#app/queries/characteristic-labels.queries.ts';
import {
  type Characteristic,
  characteristicLimits,
  checkCharacteristics,
  normalizeCharacteristics,
} from '#domain/characteristics.ts';
import { CharacteristicRow } from './product-characteristic-row.tsx';

/** Where the keyboard focus goes after an action moved the row it was on. */
type Focus = { row: number; control: 'libelle' | 'up' | 'down' | 'remove' } | { add: true };

/**
 * Issue 37 §2: the product's characteristics, « Libellé » → « Valeur » rows in the order the
 * site shows them: add, remove, move up and down (buttons, so the keyboard does it all), labels
 * suggested from the category. Each row's problems show under it once a save was refused.
 */
export function CharacteristicsField({
  rows,
  categoryId,
  error,
  onChange,
}: {
  rows: readonly Characteristic[];
  /** The chosen category ('' when none): its labels are suggested. */
  categoryId: string;
  /** The save's refusal (client check or the API's 422): shows each row's problems. */
  error: string | undefined;
  onChange: (rows: Characteristic[]) => void;
}) {
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const category = /^[1-9]\d*$/.test(categoryId) ? Number(categoryId) : null;
  const labels = useQuery(characteristicLabelsQueryOptions(category));
  const issues = error
    ? checkCharacteristics(normalizeCharacteristics(rows), { blankRows: true })
    : null;

  useEffect(() => {
    if (!focus) return;
    const selector =
      'add' in focus
        ? '[data-focus="add"]'
        : `[data-row="${focus.row}"] [data-focus="${focus.control}"]`;
    const target = listRef.current?.parentElement?.querySelector<HTMLElement>(selector);
    target?.focus();
    setFocus(null);
  }, [focus]);

  const set = (index: number, patch: Partial<Characteristic>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (!row) return;
    next.splice(index + by, 0, row);
    onChange(next);
    const to = index + by;
    // At either end its button is disabled: the focus goes to the other one.
    const atEnd = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
    setFocus({ row: to, control: atEnd ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, at) => at !== index));
    const left = rows.length - 1;
    setFocus(left === 0 ? { add: true } : { row: Math.min(index, left - 1), control: 'remove' });
  };
  const add = () => {
    onChange([...rows, { libelle: '', valeur: '' }]);
    setFocus({ row: rows.length, control: 'libelle' });
  };

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="font-medium text-slate-800 text-sm">Caractéristiques</legend>
      <p id={`${id}-hint`} className="text-slate-500 text-xs">
        {`Affichées sur la fiche du produit, dans cet ordre (ex. « Charge maximale » → « 135 kg »). ${characteristicLimits.rows} au maximum ; une ligne laissée vide est ignorée.`}
      </p>
      {error && !issues?.rows.some((row) => row.libelle || row.valeur) ? (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-slate-600 text-sm">Aucune caractéristique pour l’instant.</p>
      ) : null}
      <ol ref={listRef} className="space-y-3">
        {rows.map((row, index) => (
          <CharacteristicRow
            // The rows have no id of their own: the position is what the buttons act on.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            index={index}
            count={rows.length}
            row={row}
            issues={issues?.rows[index] ?? {}}
            suggestions={`${id}-labels`}
            onChange={(patch) => set(index, patch)}
            onMove={(by) => move(index, by)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <datalist id={`${id}-labels`}>
        {(labels.data ?? []).map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
      <button
        type="button"
        data-focus="add"
        className={secondaryButton}
        disabled={rows.length >= characteristicLimits.rows}
        onClick={add}
      >
        Ajouter une caractéristique
      </button>
    </fieldset>
  );
}
