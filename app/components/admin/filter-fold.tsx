import { type ReactNode, useId, useState } from 'react';
import { secondaryButton } from '#app/components/ui/buttons.ts';

/**
 * A list's filters on a phone (issue 36 §4, §7): folded behind one "Filtres" button that says how
 * many are on, so the first lines come first; from the `sm` width up, always shown.
 */
export function FilterFold({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        className={`${secondaryButton} w-full justify-between gap-2 sm:hidden`}
        onClick={() => setOpen(!open)}
      >
        <span>{active > 0 ? `Filtres (${active} actif${active > 1 ? 's' : ''})` : 'Filtres'}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={id} className={open ? 'mt-3 sm:mt-0' : 'hidden sm:block'}>
        {children}
      </div>
    </div>
  );
}
