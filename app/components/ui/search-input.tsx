import { useId } from 'react';
import { useDebouncedInput } from '../use-debounced-input.ts';

const focus = 'focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';
const variants = {
  /** The public catalogue: rounded, with a magnifier. */
  pill: `w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-11 text-slate-900 shadow-sm ${focus}`,
  /** Back-office lists. */
  field: `min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm ${focus}`,
} as const;

/**
 * SPEC §2/§9: a search box debounced 300 ms, following the URL when it changes (Back/Forward).
 * `onSearch` receives a term only when it differs from the one searched or about to be.
 */
export function SearchInput(props: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
  variant: keyof typeof variants;
}) {
  const [text, change] = useDebouncedInput(props.value, props.onSearch);
  const id = useId();
  return (
    <div className={props.variant === 'pill' ? 'relative' : 'flex-1'}>
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        placeholder={props.placeholder}
        className={variants[props.variant]}
      />
      {props.variant === 'pill' ? (
        <svg
          viewBox="0 0 24 24"
          className="absolute top-3.5 left-4 size-5 text-slate-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      ) : null}
    </div>
  );
}
