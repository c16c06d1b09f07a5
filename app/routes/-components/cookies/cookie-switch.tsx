import { useId } from 'react';

/**
 * An on/off switch (WAI-ARIA switch pattern): a button with role="switch" and aria-checked,
 * named by its label and described by its text. A locked switch stays focusable and announced
 * (aria-disabled rather than disabled), so a screen-reader user learns it exists and why.
 */
export function CookieSwitch({
  label,
  description,
  checked,
  locked = false,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  locked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-slate-600 text-sm">
          {description}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-center gap-1">
        <button
          type="button"
          role="switch"
          id={id}
          aria-checked={checked}
          aria-disabled={locked || undefined}
          aria-describedby={`${id}-description`}
          onClick={() => {
            if (!locked) onChange?.(!checked);
          }}
          className="group relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 aria-checked:bg-teal-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-70 motion-reduce:transition-none"
        >
          <span
            aria-hidden="true"
            className="absolute left-1 size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5 motion-reduce:transition-none"
          />
        </button>
        {/* Said by aria-checked already; written too, so the state never rests on colour alone. */}
        <span aria-hidden="true" className="text-slate-600 text-xs">
          {locked ? 'Toujours actifs' : checked ? 'Activés' : 'Désactivés'}
        </span>
      </div>
    </div>
  );
}
