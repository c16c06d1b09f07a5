import { type ReactNode, type RefObject, useId } from 'react';
import type { PageCheck } from '#app/lib/bulk-selection.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { TriStateCheckbox } from '../ui/tri-state-checkbox.tsx';

/**
 * Issue 24: above a list page, "Tout sélectionner sur cette page" (tri-state) and, once rows are
 * selected, how many and the actions (`children`). Sticky from 640 px, so the actions stay at hand
 * while the page scrolls; on a phone, sticky only while a selection exists (issue 36 §7: a row
 * ticked far down the list left its actions 1,160 px above), in the flow otherwise.
 */
export function BulkToolbar({
  label,
  check,
  count,
  busy,
  error,
  selectAllRef,
  onTogglePage,
  onClear,
  children,
}: {
  /** The toolbar's accessible name: "Actions groupées sur les produits". */
  label: string;
  check: PageCheck;
  count: number;
  busy: boolean;
  /** The last failure, in French; the selection is kept so the administrator can retry. */
  error: string | null;
  selectAllRef: RefObject<HTMLInputElement | null>;
  onTogglePage: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-label={label}
      aria-busy={busy || undefined}
      className={`${count > 0 ? 'sticky top-0' : ''} z-20 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white/95 px-4 py-0.5 shadow-sm backdrop-blur sm:sticky sm:top-0`}
    >
      <label
        htmlFor={id}
        className="-ml-3 inline-flex min-h-11 cursor-pointer items-center gap-1 font-medium text-slate-800 text-sm"
      >
        <TriStateCheckbox id={id} state={check} inputRef={selectAllRef} onChange={onTogglePage} />
        Tout sélectionner sur cette page
      </label>
      <p aria-live="polite" className="font-semibold text-slate-900 text-sm empty:hidden">
        {count > 0 ? `${count} ${count > 1 ? 'sélectionnés' : 'sélectionné'}` : ''}
      </p>
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-2 pb-1.5 sm:pb-0">
          {children}
          <button type="button" className={secondaryButton} onClick={onClear}>
            Désélectionner
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="basis-full text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </section>
  );
}
